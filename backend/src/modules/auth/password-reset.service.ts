import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../common/auth/password-hasher';
import { appError } from '../../common/errors/app.exception';
import { limitedAddress } from '../../common/rate-limit/client-address';
import { describeWait, RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { appConfig, AppConfig } from '../../config';
import { MailService } from '../../mail/mail.service';
import { User } from '../users/user.entity';
import { AUTH_ERRORS } from './auth.errors';
import { passwordResetMail, RESET_LINK_MINUTES } from './auth.mails';
import { provenByReset } from './email-verification.service';
import { hashLinkToken, newLinkToken, spendResetLinks } from './link-tokens';
import { ResetToken } from './reset-token.entity';
import { SessionsService } from './sessions.service';

function resetLimits(email: string, ip: string): RateLimit[] {
  return [
    { key: `reset:account:${email}`, limit: 5, windowSeconds: 60 * 60 },
    { key: `reset:ip:${limitedAddress(ip)}`, limit: 20, windowSeconds: 60 * 60 },
  ];
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
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionsService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /** Sends a link when the account exists; the caller answers the same either way. */
  async requestReset(email: string, ip: string): Promise<void> {
    const limits = resetLimits(email, ip);
    const wait = await this.limiter.consume(limits);
    if (wait > 0) throw appError({ ...AUTH_ERRORS.RESET_THROTTLED, message: `Too many password reset requests. Please try again in ${describeWait(wait)}.` });

    const user = await this.em.findOne(User, { email });
    if (user) await this.issueLink(user);
  }

  /** Also used by administrators' "Reset Password". */
  async issueLink(user: User): Promise<void> {
    const { token, tokenHash } = newLinkToken();
    await this.em.transactional(async (tx) => {
      await spendResetLinks(tx, user.id);
      tx.create(ResetToken, { user, tokenHash, expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) });
      this.mail.queueAddressProof(tx, user.email, passwordResetMail(user, `${this.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`));
    });
  }

  async isValid(token: string | undefined): Promise<boolean> {
    return !!token && !!(await this.findUsable(this.em, token));
  }

  /** Sets the new password, spends the token and ends every session of the user; no automatic sign-in. */
  async reset(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    const userId = await this.em.transactional(async (tx) => {
      const resetToken = await this.findUsable(tx, token, true);
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
