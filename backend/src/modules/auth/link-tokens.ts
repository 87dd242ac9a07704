import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ResetToken } from './reset-token.entity';

/** A 256-bit random token for a mailed link; only its SHA-256 is stored. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ends the user's unused reset links: one mailed before a password or e-mail change must not outlive it. */
export async function spendResetLinks(em: EntityManager, userId: number): Promise<void> {
  await em.nativeUpdate(ResetToken, { user: userId, usedAt: null }, { usedAt: new Date() });
}
