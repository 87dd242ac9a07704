import { Module } from '@nestjs/common';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { CoreModule } from './core.module';
import { ApiDatabaseModule } from './database/api-database.module';
import { ApiMetricsModule } from './metrics/metrics.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillingModule } from './modules/billing/billing.module';
import { CallsModule } from './modules/calls/calls.module';
import { ContactModule } from './modules/contact/contact.module';
import { HealthModule } from './modules/health/health.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PlansModule } from './modules/plans/plans.module';
import { ReceptionistsModule } from './modules/receptionists/receptionists.module';
import { AppointmentsModule } from './modules/appointments/appointments.module';
import { ReceptionistSettingsModule } from './modules/receptionist-settings/receptionist-settings.module';
import { SupportModule } from './modules/support/support.module';
import { UsersModule } from './modules/users/users.module';
import { SANDBOX_INVOICE_PAGES } from './modules/billing/providers/sandbox/sandbox.controller';
import { VOICE_WEBHOOK_BODY_LIMIT, VOICE_WEBHOOK_PATH } from './modules/calls/voice-webhook.controller';
import { SMS_WEBHOOK_BODY_LIMIT, SMS_WEBHOOK_PATHS } from './modules/messaging/sms-webhook.controller';
import type { HttpRouteRules } from './server/http-app';

/** The api process: every HTTP module, and a statement timeout on its database connections. */
@Module({
  imports: [
    CoreModule,
    ApiDatabaseModule,
    ApiMetricsModule,
    RateLimitModule,
    HealthModule,
    AuthModule,
    UsersModule,
    PlansModule,
    ContactModule,
    BillingModule,
    ReceptionistsModule,
    ReceptionistSettingsModule,
    AppointmentsModule,
    SupportModule,
    NotificationsModule,
    CallsModule,
    MessagingModule,
    AdminModule,
  ],
})
export class AppModule {}

/** The routes the HTTP layer treats apart (server/http-app.ts), as the modules that own them name them. */
export const HTTP_ROUTE_RULES: HttpRouteRules = {
  rawBody: { path: VOICE_WEBHOOK_PATH, limit: VOICE_WEBHOOK_BODY_LIMIT },
  formBody: { paths: SMS_WEBHOOK_PATHS, limit: SMS_WEBHOOK_BODY_LIMIT },
  pagePrefixes: [SANDBOX_INVOICE_PAGES],
};
