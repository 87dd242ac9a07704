import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { PassportModule } from '@nestjs/passport';
import { AdminAuthController } from './admin-auth.controller';
import { AdminSecondFactorService } from './admin-second-factor.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { PasswordResetService } from './password-reset.service';
import { SessionSerializer } from './session.serializer';
import { SessionStore } from './session-store.service';
import { SessionsService } from './sessions.service';

@Module({
  imports: [PassportModule.register({ session: true }), AuditModule, CustomerPlansModule],
  controllers: [AuthController, AdminAuthController, EmailVerificationController],
  providers: [AuthService, AdminSecondFactorService, PasswordResetService, EmailVerificationService, SessionsService, SessionSerializer, SessionStore],
  exports: [SessionStore, SessionsService, PasswordResetService, EmailVerificationService],
})
export class AuthModule {}
