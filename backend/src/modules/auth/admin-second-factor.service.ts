import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { Secret, TOTP } from 'otpauth';
import { appError, ErrorDefinition } from '../../common/errors/app.exception';
import { RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { type AuditAction } from '../audit/audit-records';
import { AuditLog } from '../audit/audit-log.service';
import { User } from '../users/user.entity';
import { AdminRecoveryCode, AdminSecondFactor } from './admin-second-factor.entity';
import { ADMIN_SECOND_FACTOR_ERRORS as ERRORS } from './admin-second-factor.errors';
import { secondFactorLimits, WRONG_CODES_PER_SIGN_IN } from './auth-throttles';
import { AdminLoginStepDto, AdminVerifyDto } from './dto/admin-second-factor.dto';
import { SessionsService } from './sessions.service';

/** Between the right password and the second factor; long enough to open an authenticator app, short enough to go stale. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
const STEP_SECONDS = 30;
const ISSUER = 'Receptionists admin';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function totpOf(factor: AdminSecondFactor, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: STEP_SECONDS, secret: Secret.fromBase32(factor.secret) });
}

/** Recovery codes as people type them back: case, spaces and dashes do not matter. */
function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Administrators' second factor (TOTP, RFC 6238, with single-use recovery codes). The right password only starts a
 * pending sign-in in the session; the administrator is signed in once a code from their authenticator (or a recovery
 * code) is accepted. Each 30-second step's code is accepted once.
 */
@Injectable()
export class AdminSecondFactorService {
  private readonly logger = new Logger(AdminSecondFactorService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly auditLog: AuditLog,
    private readonly sessions: SessionsService,
  ) {}

  /** After the right password: a new session (a new token) holding the pending sign-in, and which step comes next. */
  async begin(request: Request, response: Response, admin: User): Promise<AdminLoginStepDto> {
    await this.sessions.beginPendingAdminSignIn(request, response, admin.id, PENDING_SIGN_IN_MS);

    // The secret is made once and kept until confirmed (two first sign-ins at once get the same one).
    await this.em
      .getConnection()
      .execute(
        'insert into admin_second_factors (user_id, secret) values (?, ?) on conflict (user_id) do nothing',
        [admin.id, new Secret({ size: 20 }).base32],
        'run',
      );
    const factor = await this.em.findOneOrFail(AdminSecondFactor, { user: admin.id });
    if (factor.enabledAt) return { step: 'verify' };
    return { step: 'enroll', secret: factor.secret, otpauthUri: totpOf(factor, admin.email).toString() };
  }

  /** The first right code enables the authenticator; the answer's recovery codes are shown once. */
  async enroll(request: Request, code: string, ip: string): Promise<{ admin: User; recoveryCodes: string[] }> {
    return this.attempt(request, ip, 'enrolment', async (admin, factor) => {
      if (factor?.enabledAt) throw appError(ERRORS.ALREADY_ENROLLED);
      if (!factor || !(await this.acceptCode(factor, admin, code))) return null;
      factor.enabledAt = new Date();
      const recoveryCodes = await this.replaceRecoveryCodes(admin);
      this.audit('admin.second_factor_enrolled', admin, {});
      await this.em.flush();
      return { admin, recoveryCodes };
    });
  }

  /** A code from the authenticator, or an unused recovery code (which is then spent). */
  async verify(request: Request, dto: AdminVerifyDto, ip: string): Promise<User> {
    const method = dto.code !== undefined ? 'totp' : 'recovery_code';
    return this.attempt(request, ip, method, async (admin, factor) => {
      if (!factor?.enabledAt) throw appError(ERRORS.NOT_ENROLLED);
      if (dto.code !== undefined) return (await this.acceptCode(factor, admin, dto.code)) ? admin : null;
      const spent = await this.em.nativeUpdate(
        AdminRecoveryCode,
        { user: admin.id, codeHash: hashRecoveryCode(dto.recoveryCode ?? ''), usedAt: null },
        { usedAt: new Date() },
      );
      if (spent !== 1) return null;
      const left = await this.em.count(AdminRecoveryCode, { user: admin.id, usedAt: null });
      this.audit('admin.recovery_code_used', admin, { left });
      await this.em.flush();
      return admin;
    });
  }

  /** For the signed-in administrator, with a current code: ten new recovery codes, the old ones stop working. */
  async regenerateRecoveryCodes(admin: User, code: string, ip: string): Promise<string[]> {
    const limits = secondFactorLimits(admin.id);
    await this.throwIfThrottled(limits);
    const factor = await this.em.findOne(AdminSecondFactor, { user: admin.id });
    if (!factor?.enabledAt || !(await this.acceptCode(factor, admin, code))) {
      await this.recordFailure(admin.email, admin.id, ip, 'recovery_codes');
      throw appError(ERRORS.WRONG_CURRENT_CODE);
    }
    await this.limiter.reset(limits);
    const recoveryCodes = await this.replaceRecoveryCodes(admin);
    this.audit('admin.recovery_codes_regenerated', admin, {});
    await this.em.flush();
    return recoveryCodes;
  }

  /**
   * Runs one second-factor attempt of the session's pending sign-in: throttled per administrator; a wrong answer
   * (check returns null) is logged and counted in SQL, and the WRONG_CODES_PER_SIGN_IN-th ends the pending sign-in. A
   * right one ends it too (the caller then signs in with a new token), unless it ended meanwhile.
   */
  private async attempt<T>(
    request: Request,
    ip: string,
    method: string,
    check: (admin: User, factor: AdminSecondFactor | null) => Promise<T | null>,
  ): Promise<T> {
    const pending = await this.sessions.pendingSignIn(request);
    if (pending === undefined || pending === 'expired') throw appError(ERRORS.SIGN_IN_EXPIRED);
    const limits = secondFactorLimits(pending.userId);
    await this.throwIfThrottled(limits);
    const admin = await this.em.findOne(User, { id: pending.userId, role: 'admin' });
    if (!admin) throw await this.endPending(pending.id, ERRORS.SIGN_IN_EXPIRED);
    const result = await check(admin, await this.em.findOne(AdminSecondFactor, { user: admin.id }));
    if (result === null) {
      await this.recordFailure(admin.email, admin.id, ip, method);
      const wrongCodes = await this.sessions.countWrongCode(pending.id);
      if (wrongCodes === undefined) throw appError(ERRORS.SIGN_IN_EXPIRED);
      if (wrongCodes >= WRONG_CODES_PER_SIGN_IN) throw await this.endPending(pending.id, ERRORS.TOO_MANY_WRONG_CODES);
      throw appError(ERRORS.INVALID_CODE);
    }
    await this.limiter.reset(limits);
    if (!(await this.sessions.endPendingSignIn(pending.id))) throw appError(ERRORS.SIGN_IN_EXPIRED);
    return result;
  }

  private async endPending(pendingId: string, error: ErrorDefinition) {
    await this.sessions.endPendingSignIn(pendingId);
    return appError(error);
  }

  /**
   * Counts this attempt against the administrator's limit (given back by a right code: only failures add up); a 503
   * while Redis is down (auth-throttles.ts).
   */
  private throwIfThrottled(limits: RateLimit[]): Promise<void> {
    return this.limiter.enforce(limits, ERRORS.THROTTLED);
  }

  /** Right code of a step after the last accepted one (±1 step for clock drift); the step is claimed atomically. */
  private async acceptCode(factor: AdminSecondFactor, admin: User, code: string): Promise<boolean> {
    const now = Date.now();
    const delta = totpOf(factor, admin.email).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / STEP_SECONDS) + delta;
    const claimed = await this.em.nativeUpdate(
      AdminSecondFactor,
      { id: factor.id, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
      { lastUsedStep: step },
    );
    if (claimed === 1) factor.lastUsedStep = step;
    return claimed === 1;
  }

  private async replaceRecoveryCodes(admin: User): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.em.nativeDelete(AdminRecoveryCode, { user: admin.id });
    for (const code of codes) this.em.create(AdminRecoveryCode, { user: admin, codeHash: hashRecoveryCode(code) });
    return codes;
  }

  /** Failed second factors are logged like failed administrator passwords: in the audit log and the server log. */
  private async recordFailure(email: string, userId: number, ip: string, method: string): Promise<void> {
    this.logger.warn(`failed administrator second factor (${method}) for ${email} from ${ip}`);
    this.auditLog.event(this.em, 'admin.second_factor_failed', { type: 'admin_login', id: userId }, { email, ip, method });
    await this.em.flush();
  }

  private audit(action: AuditAction, admin: User, details: Record<string, unknown>): void {
    this.auditLog.event(this.em, action, { type: 'user', id: admin.id }, details, admin);
  }
}
