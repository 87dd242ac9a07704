import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { verifyPassword } from '../../common/auth/password-hasher';
import { appError } from '../../common/errors/app.exception';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { appConfig, AppConfig } from '../../config';
import { MailService } from '../../mail/mail.service';
import { User } from '../users/user.entity';
import { emailChangeLimits, verificationResendLimits } from './auth-throttles';
import { AUTH_ERRORS } from './auth.errors';
import { emailChangeRequestedMail, VERIFICATION_LINK_HOURS, verificationMail } from './auth.mails';
import { EmailVerificationToken } from './email-verification-token.entity';
import { hashLinkToken, newLinkToken, spendResetLinks } from './link-tokens';
import { SessionsService } from './sessions.service';
import type { Request } from 'express';

/** Ends the user's unused verification links (a newer link, or a reset, supersedes them). */
async function spendVerificationLinks(em: EntityManager, userId: number): Promise<void> {
  await em.nativeUpdate(EmailVerificationToken, { user: userId, usedAt: null }, { usedAt: new Date() });
}

/**
 * A completed password reset: the link reached the account's address, which proves it as a verification link would; a
 * pending change of e-mail is cancelled (whoever asked for it may be the reason for the reset).
 */
export async function provenByReset(em: EntityManager, userId: number): Promise<void> {
  await em.nativeUpdate(User, { id: userId, emailVerifiedAt: null }, { emailVerifiedAt: new Date() });
  await em.nativeUpdate(User, { id: userId }, { pendingEmail: null });
  await spendVerificationLinks(em, userId);
}

/**
 * Proof that an address belongs to the account: a 256-bit random token of which only the SHA-256 is stored, with the
 * address it proves, single use, valid 24 hours, superseded by a newer link. A new account gets one for its address; a
 * change of e-mail waits in `pendingEmail` until the new address opens its link.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionsService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /** Queues a link proving `email` in the caller's transaction; earlier links of a saved user end. */
  async sendLink(em: EntityManager, user: User, email: string): Promise<void> {
    if (user.id !== undefined) await spendVerificationLinks(em, user.id);
    const { token, tokenHash } = newLinkToken();
    em.create(EmailVerificationToken, { user, email, tokenHash, expiresAt: new Date(Date.now() + VERIFICATION_LINK_HOURS * 3600_000) });
    const link = `${this.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
    this.mail.queueAddressProof(em, email, verificationMail(user, link, email !== user.email));
  }

  /** A new link to the address waiting for proof (the pending one, else the account's own); a few an hour. */
  async resend(user: User): Promise<string> {
    const email = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
    if (!email) throw appError(AUTH_ERRORS.EMAIL_ALREADY_VERIFIED);
    await this.limiter.enforce(verificationResendLimits(user.id), AUTH_ERRORS.VERIFICATION_THROTTLED);
    await this.em.transactional((tx) => this.sendLink(tx, user, email));
    return email;
  }

  /** A change of e-mail needs the current password, within the account's hourly attempts (the caller then checks the address is free). */
  async authorizeChange(user: User, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) throw appError(AUTH_ERRORS.CURRENT_PASSWORD_REQUIRED, { currentPassword: 'Current password is required' });
    await this.limiter.enforce(emailChangeLimits(user.id), AUTH_ERRORS.EMAIL_CHANGE_THROTTLED);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw appError(AUTH_ERRORS.WRONG_CURRENT_PASSWORD);
  }

  /** In the caller's transaction: the new address waits for its link, and the old one (if proven) hears of the request. */
  async requestChange(em: EntityManager, user: User, newEmail: string): Promise<void> {
    user.pendingEmail = newEmail;
    await this.sendLink(em, user, newEmail);
    this.mail.queueToUser(em, user, emailChangeRequestedMail(this.config.appUrl));
  }

  /** An administrator set the address: it is unproven, earlier links end, and a link goes to the new address. */
  async addressSetByAdministrator(em: EntityManager, user: User): Promise<void> {
    user.emailVerifiedAt = null;
    user.pendingEmail = null;
    await spendResetLinks(em, user.id);
    await this.sendLink(em, user, user.email);
  }

  /**
   * Opens a link: proves the account's address, or applies the change it waits on (re-checking that it is free). A
   * change of address ends the account's other sessions (docs/product.md#sessions); the browser that opened the link
   * keeps its own.
   */
  async confirm(token: string, request: Request): Promise<string> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        const link = await tx.findOne(
          EmailVerificationToken,
          { tokenHash: hashLinkToken(token), usedAt: null, expiresAt: { $gt: new Date() } },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!link) throw appError(AUTH_ERRORS.VERIFICATION_LINK_INVALID);
        const user = await tx.findOneOrFail(User, { id: link.user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        link.usedAt = new Date();
        if (link.email === user.email) {
          user.emailVerifiedAt ??= new Date();
          return 'Your email address is verified.';
        }
        if (link.email !== user.pendingEmail) throw appError(AUTH_ERRORS.VERIFICATION_LINK_INVALID);
        if (await tx.count(User, { email: link.email })) throw appError(AUTH_ERRORS.EMAIL_CHANGE_TAKEN);
        Object.assign(user, { email: link.email, pendingEmail: null, emailVerifiedAt: new Date() });
        await spendResetLinks(tx, user.id);
        await this.sessions.endSessionsOfExceptRequest(tx, user.id, request);
        return `Your email address is now ${link.email}.`;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw appError(AUTH_ERRORS.EMAIL_CHANGE_TAKEN);
      throw error;
    }
  }
}
