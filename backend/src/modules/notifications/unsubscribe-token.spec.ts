import { checkUnsubscribeToken, signUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS } from './unsubscribe-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('unsubscribe tokens', () => {
  const issued = new Date('2026-11-27T12:00:00Z');

  it('names the user, the kind and a nonce of its own, and checks out under the same secret', () => {
    const token = signUnsubscribeToken(SECRET, 42, 'daily_digest', issued);
    const check = checkUnsubscribeToken([SECRET], token, issued);
    expect(check).toEqual({ ok: true, claim: { userId: 42, kind: 'daily_digest', nonce: expect.any(String), issuedAt: issued.getTime() / 1000 } });
    const again = checkUnsubscribeToken([SECRET], signUnsubscribeToken(SECRET, 42, 'daily_digest', issued), issued);
    expect(again.ok && check.ok && again.claim.nonce !== check.claim.nonce).toBe(true);
  });

  it('refuses a token signed under another secret, or with any field altered', () => {
    const token = signUnsubscribeToken(SECRET, 42, 'usage_alerts', issued);
    expect(checkUnsubscribeToken(['another-secret-of-at-least-thirty-two-chars'], token, issued)).toEqual({ ok: false, reason: 'invalid' });
    const [user, kind, at, nonce, mac] = token.split('.');
    for (const altered of [
      [43, kind, at, nonce, mac],
      [user, 'call_summaries', at, nonce, mac],
      [user, kind, Number(at) + 1, nonce, mac],
      [user, kind, at, `${nonce}x`, mac],
      [user, kind, at, nonce, `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`],
    ]) {
      expect(checkUnsubscribeToken([SECRET], altered.join('.'), issued)).toEqual({ ok: false, reason: 'invalid' });
    }
    for (const junk of ['', 'abc', token.slice(0, -1), `${token}.extra`, '....']) expect(checkUnsubscribeToken([SECRET], junk, issued).ok).toBe(false);
  });

  it('checks out under any secret of the list, so links mailed before a rotation keep working, and under none other', () => {
    const token = signUnsubscribeToken(SECRET, 42, 'daily_digest', issued);
    const rotated = 'the-new-secret-of-at-least-thirty-two-characters';
    expect(checkUnsubscribeToken([rotated, SECRET], token, issued).ok).toBe(true);
    expect(checkUnsubscribeToken([rotated], token, issued)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkUnsubscribeToken([], token, issued)).toEqual({ ok: false, reason: 'invalid' });
  });

  it(`works for ${UNSUBSCRIBE_TOKEN_DAYS} days, then is expired`, () => {
    const token = signUnsubscribeToken(SECRET, 42, 'daily_digest', issued);
    expect(checkUnsubscribeToken([SECRET], token, new Date(issued.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS)).ok).toBe(true);
    expect(checkUnsubscribeToken([SECRET], token, new Date(issued.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
