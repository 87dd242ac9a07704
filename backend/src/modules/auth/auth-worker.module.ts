import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { QUEUES } from '../../jobs/queues';
import { PasswordResetRequestProcessor } from './password-reset-request.processor';
import { PasswordResetService } from './password-reset.service';
import { SessionsService } from './sessions.service';

/** The worker's side of auth: forgot-password requests become reset links there. */
@Module({
  imports: [RateLimitModule, BullModule.registerQueue({ name: QUEUES.passwordResets })],
  providers: [PasswordResetService, SessionsService, PasswordResetRequestProcessor],
})
export class AuthWorkerModule {}
