import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { QUEUES } from '../../jobs/queues';
import { PasswordResetRequestProcessor } from './password-reset-request.processor';
import { PasswordResetService } from './password-reset.service';
import { SessionsModule } from './sessions.module';

/** The worker's side of auth: forgot-password requests become reset links there. */
@Module({
  imports: [SessionsModule, RateLimitModule, BullModule.registerQueue({ name: QUEUES.passwordResets })],
  providers: [PasswordResetService, PasswordResetRequestProcessor],
})
export class AuthWorkerModule {}
