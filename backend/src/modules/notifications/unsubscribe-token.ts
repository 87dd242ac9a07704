import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';

/** How long an unsubscribe link works (docs/product.md#unsubscribe-links). */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;
const DAY_SECONDS = 24 * 60 * 60;
/** Clocks of two servers may disagree a little: a link "from the future" by more than this is forged. */
const CLOCK_SKEW_SECONDS = 5 * 60;

export interface UnsubscribeClaim {
  userId: number;
  kind: NotificationKind;
  /** Random, so each mail's link is its own and is recorded once used. */
  nonce: string;
  /** Seconds since the epoch. */
  issuedAt: number;
}

export type TokenCheck = { ok: true; claim: UnsubscribeClaim } | { ok: false; reason: 'invalid' | 'expired' };

/** `<user>.<kind>.<issued at>.<nonce>.<signature>`: HMAC-SHA256 of the four fields under the unsubscribe secret. */
export function signUnsubscribeToken(secret: string, userId: number, kind: NotificationKind, now = new Date()): string {
  const fields = `${userId}.${kind}.${Math.floor(now.getTime() / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${fields}.${signature(secret, fields)}`;
}

/**
 * Whether the token is one we signed under any of `secrets` (the current one and those rotated out), unaltered and
 * within its days; says nothing of whether it was used.
 */
export function checkUnsubscribeToken(secrets: readonly string[], token: string, now = new Date()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 5) return { ok: false, reason: 'invalid' };
  const [user, kind, issued, nonce, given] = parts;
  const actual = Buffer.from(given);
  const signedBy = (secret: string) => {
    const expected = Buffer.from(signature(secret, parts.slice(0, 4).join('.')));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  if (!secrets.some(signedBy)) return { ok: false, reason: 'invalid' };
  const userId = Number(user);
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(issuedAt) || !(NOTIFICATION_KINDS as readonly string[]).includes(kind) || !nonce) {
    return { ok: false, reason: 'invalid' };
  }
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -CLOCK_SKEW_SECONDS) return { ok: false, reason: 'invalid' };
  if (age > UNSUBSCRIBE_TOKEN_DAYS * DAY_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { userId, kind: kind as NotificationKind, nonce, issuedAt } };
}

function signature(secret: string, fields: string): string {
  return createHmac('sha256', secret).update(fields).digest('base64url');
}
