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
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PlansModule } from './modules/plans/plans.module';
import { ReceptionistsModule } from './modules/receptionists/receptionists.module';
import { SupportModule } from './modules/support/support.module';
import { UsersModule } from './modules/users/users.module';

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
    SupportModule,
    NotificationsModule,
    CallsModule,
    AdminModule,
  ],
})
export class AppModule {}
