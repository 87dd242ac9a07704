import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../common/auth/password-hasher';
import { appError } from '../../common/errors/app.exception';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { appConfig, AppConfig } from '../../config';
import { OutboxService } from '../../jobs/outbox.service';
import { QUEUES } from '../../jobs/queues';
import { MailService } from '../../mail/mail.service';
import { User } from '../users/user.entity';
import { resetAttemptLimits, resetRequestLimits } from './auth-throttles';
import { AUTH_ERRORS } from './auth.errors';
import { passwordResetMail, RESET_LINK_MINUTES } from './auth.mails';
import { provenByReset } from './email-verification.service';
import { hashLinkToken, newLinkToken, spendResetLinks } from './link-tokens';
import { ResetToken } from './reset-token.entity';
import { SessionsService } from './sessions.service';

/** The outbox job of a forgot-password request: only the e-mail typed; the worker finds the account, if any. */
export const RESET_REQUEST_JOB = 'password-reset-request';
export interface ResetRequestJob {
  [key: string]: unknown;
  email: string;
}

/**
 * Reset links: a 256-bit random token of which only the SHA-256 is stored, single use, valid 30 minutes, superseded by
 * a newer request. The mail leaves through the outbox, so the answer never waits for (or reveals) a delivery.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionsService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /**
   * Records the request for the worker, which sends a link when the account exists. Both cases do the same work here
   * (one outbox row carrying the e-mail), so the answer's timing does not tell whether an account exists.
   */
  async requestReset(email: string, ip: string): Promise<void> {
    await this.limiter.enforce(resetRequestLimits(email, ip), AUTH_ERRORS.RESET_THROTTLED);
    const em = this.em.fork();
    this.outbox.add(em, QUEUES.passwordResets, RESET_REQUEST_JOB, { email } satisfies ResetRequestJob);
    await em.flush();
  }

  /** Also used by administrators' "Reset Password". */
  async issueLink(user: User): Promise<void> {
    await this.em.transactional((tx) => this.issueLinkIn(tx, user));
  }

  /** A new link for the user, superseding older ones, with its mail queued, in the caller's transaction. */
  async issueLinkIn(tx: EntityManager, user: User): Promise<void> {
    const { token, tokenHash } = newLinkToken();
    await spendResetLinks(tx, user.id);
    tx.create(ResetToken, { user, tokenHash, expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) });
    this.mail.queueAddressProof(tx, user.email, passwordResetMail(user, `${this.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`));
  }

  async isValid(token: string | undefined): Promise<boolean> {
    return !!token && !!(await this.findUsable(this.em, token));
  }

  /**
   * Sets the new password, spends the token and ends every session of the user; no automatic sign-in. Attempts are
   * limited per address, and the token is looked up before the password is hashed: a made-up token costs one indexed
   * lookup, never an argon2 hash.
   */
  async reset(token: string, newPassword: string, ip: string): Promise<void> {
    await this.limiter.enforce(resetAttemptLimits(ip), AUTH_ERRORS.RESET_ATTEMPTS_THROTTLED);
    if (!(await this.findUsable(this.em.fork(), token))) throw appError(AUTH_ERRORS.RESET_LINK_INVALID);
    const passwordHash = await hashPassword(newPassword);
    const userId = await this.em.transactional(async (tx) => {
      const resetToken = await this.findUsable(tx, token, true); // spent meanwhile by a request sent at the same time?
      if (!resetToken) throw appError(AUTH_ERRORS.RESET_LINK_INVALID);
      resetToken.usedAt = new Date();
      await tx.nativeUpdate(User, { id: resetToken.user.id }, { passwordHash });
      await provenByReset(tx, resetToken.user.id); // the link reached the account's address: that proves it, as a verification link does
      return resetToken.user.id;
    });
    await this.sessions.endSessionsOf(userId);
  }

  private findUsable(em: EntityManager, token: string, lock = false): Promise<ResetToken | null> {
    return em.findOne(
      ResetToken,
      { tokenHash: hashLinkToken(token), usedAt: null, expiresAt: { $gt: new Date() } },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
  }
}
