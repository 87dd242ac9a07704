import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { AdminAuthController } from './admin-auth.controller';
import { AdminSecondFactorService } from './admin-second-factor.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { AdminPasswordStrategy, CustomerPasswordStrategy } from './password-sign-in';
import { PasswordResetService } from './password-reset.service';
import { SessionsController } from './sessions.controller';
import { SessionsModule } from './sessions.module';

@Module({
  imports: [SessionsModule, AuditModule, CustomerPlansModule],
  controllers: [AuthController, AdminAuthController, EmailVerificationController, SessionsController],
  providers: [AuthService, AdminSecondFactorService, PasswordResetService, EmailVerificationService, CustomerPasswordStrategy, AdminPasswordStrategy],
  exports: [PasswordResetService, EmailVerificationService],
})
export class AuthModule {}
