import { type SessionKind } from '../../common/auth/session-policy';
import { limitedAddress } from '../../common/rate-limit/client-address';
import { describeLimit, type LimitRule, type RateLimit } from '../../common/rate-limit/rate-limiter.service';
import { ADMIN_SECOND_FACTOR_ERRORS } from './admin-second-factor.errors';

// Every limit says what it does while Redis is down (docs/architecture.md#while-redis-is-down): only the second factor refuses.

/**
 * Sign-in limits. OWASP's Authentication Cheat Sheet warns that locking an account after N failures lets anyone lock
 * its owner out (a denial of service), and suggests counting failures per account and address together. So nothing
 * here counts an account alone: an address gets 10 failures per account every 15 minutes and 30 failures in all every
 * hour (an IPv6 client counts as its /64), and the owner's right password from any other address always goes through.
 * Customer and admin sign-ins are counted apart, so customer-door guesses never slow the administrator's door.
 * Guessing one account from many addresses is bounded by each address's hourly budget and the password rules. OWASP's
 * device cookies would only add a way in for an owner behind the attacker's own address (a shared NAT), who waits at
 * most 15 minutes here or uses a reset link, at the cost of signed per-browser state: not worth it for this product.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { limit: 10, windowSeconds: 15 * 60, whileRedisDown: 'allow' },
  perAddress: { limit: 30, windowSeconds: 60 * 60, whileRedisDown: 'allow' },
} satisfies Record<string, LimitRule>;
export const LOGIN_LIMITS_TEXT = `${describeLimit(LOGIN_LIMITS.perAccountAndAddress, 'failed sign-ins per account and address')}, ${describeLimit(LOGIN_LIMITS.perAddress, 'per address')}; a success clears the pair's failures`;

/**
 * The counters a sign-in attempt is counted against, the (account, address) pair first. Every attempt counts before the
 * password is checked (guesses sent at once cannot all be tried before any counts); a success forgets the pair's
 * failures and gives the address its attempt back.
 */
export function loginLimits(email: string, ip: string, kind: SessionKind): [pair: RateLimit, address: RateLimit] {
  const address = limitedAddress(ip);
  return [
    { key: `login:${kind}:pair:${address}:${email}`, ...LOGIN_LIMITS.perAccountAndAddress },
    { key: `login:${kind}:ip:${address}`, ...LOGIN_LIMITS.perAddress },
  ];
}

/** Sign-ups per address an hour (REGISTER_LIMIT_PER_HOUR, registration-throttle.guard.ts says why). */
export const registrationLimits = (ip: string | undefined, perHour: number): RateLimit[] => [
  { key: `register:ip:${limitedAddress(ip)}`, limit: perHour, windowSeconds: 60 * 60, whileRedisDown: 'allow' },
];

/**
 * Wrong current passwords per account (a stolen session guessing the password it would need to take the account over):
 * 5 every 15 minutes. The session's owner knows the password, so the counter is theirs alone to spend.
 */
const CHANGE_PASSWORD_LIMIT: LimitRule = { limit: 5, windowSeconds: 15 * 60, whileRedisDown: 'allow' };
export const CHANGE_PASSWORD_LIMITS_TEXT = describeLimit(CHANGE_PASSWORD_LIMIT, 'wrong current passwords per account');
export const changePasswordLimits = (userId: number): RateLimit[] => [{ key: `change-password:user:${userId}`, ...CHANGE_PASSWORD_LIMIT }];

/** Reset-link uses per address (made-up tokens included): 20 an hour, many more than one person resetting needs. */
const RESET_ATTEMPT_LIMIT: LimitRule = { limit: 20, windowSeconds: 60 * 60, whileRedisDown: 'allow' };
export const RESET_ATTEMPT_LIMITS_TEXT = describeLimit(RESET_ATTEMPT_LIMIT, 'reset attempts per address');
export const resetAttemptLimits = (ip: string): RateLimit[] => [{ key: `reset-attempt:ip:${limitedAddress(ip)}`, ...RESET_ATTEMPT_LIMIT }];

/** Forgot-password requests: 5 an hour per e-mail (no inbox is flooded with links) and 20 an hour per address. */
const RESET_REQUEST_LIMITS = {
  perEmail: { limit: 5, windowSeconds: 60 * 60, whileRedisDown: 'allow' },
  perAddress: { limit: 20, windowSeconds: 60 * 60, whileRedisDown: 'allow' },
} satisfies Record<string, LimitRule>;
export const RESET_REQUEST_LIMITS_TEXT = `${describeLimit(RESET_REQUEST_LIMITS.perEmail, 'requests per e-mail address')}, ${describeLimit(RESET_REQUEST_LIMITS.perAddress, 'per client address')}`;
export function resetRequestLimits(email: string, ip: string): RateLimit[] {
  return [
    { key: `reset:account:${email}`, ...RESET_REQUEST_LIMITS.perEmail },
    { key: `reset:ip:${limitedAddress(ip)}`, ...RESET_REQUEST_LIMITS.perAddress },
  ];
}

/** Verification mails a signed-in customer may ask for again: 3 an hour per account. */
const VERIFICATION_RESEND_LIMIT: LimitRule = { limit: 3, windowSeconds: 60 * 60, whileRedisDown: 'allow' };
export const VERIFICATION_RESEND_LIMITS_TEXT = describeLimit(VERIFICATION_RESEND_LIMIT, 'links per account');
export const verificationResendLimits = (userId: number): RateLimit[] => [{ key: `verify:resend:${userId}`, ...VERIFICATION_RESEND_LIMIT }];

/**
 * E-mail changes: 5 attempts an hour per account. Every attempt counts, wrong passwords and taken addresses alike, so a
 * stolen session can neither guess the password nor enumerate which addresses have accounts.
 */
const EMAIL_CHANGE_LIMIT: LimitRule = { limit: 5, windowSeconds: 60 * 60, whileRedisDown: 'allow' };
export const EMAIL_CHANGE_LIMITS_TEXT = describeLimit(EMAIL_CHANGE_LIMIT, 'e-mail change attempts per account');
export const emailChangeLimits = (userId: number): RateLimit[] => [{ key: `email-change:account:${userId}`, ...EMAIL_CHANGE_LIMIT }];

/** Wrong codes one password step allows before the administrator must start over (counted in SQL, not Redis). */
export const WRONG_CODES_PER_SIGN_IN = 3;

/**
 * Wrong second-factor codes per administrator, across sign-ins and addresses (each pending sign-in allows only a few on
 * top). The one limit that refuses while Redis is down: a 6-digit code falls to guesses that nothing counts.
 */
const SECOND_FACTOR_LIMIT: LimitRule = { limit: 10, windowSeconds: 15 * 60, whileRedisDown: { refuse: ADMIN_SECOND_FACTOR_ERRORS.UNAVAILABLE } };
export const SECOND_FACTOR_LIMITS_TEXT = `${describeLimit(SECOND_FACTOR_LIMIT, 'wrong codes per administrator')}, across sign-ins and addresses; ${WRONG_CODES_PER_SIGN_IN} per pending sign-in`;
export const secondFactorLimits = (userId: number): RateLimit[] => [{ key: `admin-2fa:account:${userId}`, ...SECOND_FACTOR_LIMIT }];
