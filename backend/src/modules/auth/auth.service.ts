import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { hashPassword, verifyPassword } from '../../common/auth/password-hasher';
import { SessionKind } from '../../common/auth/session-policy';
import { appError } from '../../common/errors/app.exception';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { AuditLog } from '../audit/audit-log.service';
import { User } from '../users/user.entity';
import { AUTH_ERRORS } from './auth.errors';
import { ChangePasswordDto } from './dto/change-password.dto';
import { EmailVerificationService } from './email-verification.service';
import { spendResetLinks } from './link-tokens';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { changePasswordLimits, loginLimits } from './auth-throttles';
import { DEFAULT_TIME_ZONE } from '../../common/time-zones';
import { SessionsService } from './sessions.service';

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  // Verified against when the e-mail is unknown, so a miss costs the same time as a wrong password.
  private readonly unknownUserHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionsService,
    private readonly verification: EmailVerificationService,
    private readonly auditLog: AuditLog,
  ) {}

  /** Everyone registers as a customer; the e-mail is unique whatever its case, and its verification link is queued with the account. */
  async register(dto: RegisterDto): Promise<User> {
    if (await this.em.count(User, { email: dto.email })) throw appError(AUTH_ERRORS.EMAIL_TAKEN);
    const user = this.em.create(User, {
      email: dto.email,
      passwordHash: await hashPassword(dto.password),
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      phoneNumber: dto.phoneNumber ?? null,
      companyName: dto.companyName ?? null,
      companySize: dto.companySize ?? null,
      timeZone: dto.timeZone ?? DEFAULT_TIME_ZONE,
    });
    await this.verification.sendLink(this.em, user, user.email);
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw appError(AUTH_ERRORS.EMAIL_TAKEN);
      throw error;
    }
    return user;
  }

  /**
   * The user for these credentials, throttled per (account, address) and per address, never per account alone (see
   * auth-throttles.ts). An administrator signing in must use the admin sign-in; a customer at the admin sign-in fails
   * exactly like a wrong password. Each attempt counts as a failure until it succeeds, so guesses sent at once cannot
   * all be tried before any counts.
   */
  async authenticate(dto: LoginDto, ip: string, kind: SessionKind): Promise<User> {
    const limits = loginLimits(dto.email, ip, kind);
    await this.limiter.enforce(limits, AUTH_ERRORS.LOGIN_THROTTLED);

    const user = await this.findByCredentials(dto, kind).catch(async (error: unknown) => {
      await this.limiter.release(limits); // our failure (the database), not a wrong guess
      throw error;
    });
    if (!user) {
      if (kind === 'admin') await this.recordFailedAdminLogin(dto.email, ip);
      throw appError(AUTH_ERRORS.INVALID_CREDENTIALS);
    }
    await this.limiter.reset(limits.slice(0, 1)); // the pair's failures are forgotten, the address's attempt given back
    await this.limiter.release(limits.slice(1));
    return user;
  }

  private async findByCredentials(dto: LoginDto, kind: SessionKind): Promise<User | null> {
    const user = await this.em.findOne(User, { email: dto.email });
    const passwordMatches = await verifyPassword(user?.passwordHash ?? (await this.unknownUserHash), dto.password);
    return user && passwordMatches && (kind !== 'admin' || user.role === 'admin') ? user : null;
  }

  /** The admin sign-in page warns that unauthorized attempts are logged: they are, in the audit log and the server log. */
  private async recordFailedAdminLogin(email: string, ip: string): Promise<void> {
    this.logger.warn(`failed administrator sign-in for ${email} from ${ip}`);
    this.auditLog.event(this.em, 'admin.login_failed', { type: 'admin_login', id: '-' }, { email, ip });
    await this.em.flush();
  }

  /** Needs the current password, guessed a few times at most (counted before the check); every other session of the user ends. */
  async changePassword(user: User, dto: ChangePasswordDto, currentSessionId: string): Promise<void> {
    const limits = changePasswordLimits(user.id);
    await this.limiter.enforce(limits, AUTH_ERRORS.CHANGE_PASSWORD_THROTTLED);
    if (!(await verifyPassword(user.passwordHash, dto.currentPassword))) throw appError(AUTH_ERRORS.WRONG_CURRENT_PASSWORD);
    await this.limiter.reset(limits);
    user.passwordHash = await hashPassword(dto.newPassword);
    await this.em.flush();
    await spendResetLinks(this.em, user.id);
    await this.sessions.endSessionsOf(user.id, currentSessionId);
  }
}
