import { isSessionPastAbsoluteLifetime } from './session-policy';

const HOUR = 3600_000;

describe('absolute session lifetime', () => {
  const now = Date.now();

  it('keeps customers signed in for up to 30 days', () => {
    expect(isSessionPastAbsoluteLifetime({ kind: 'customer', signedInAt: now - 29 * 24 * HOUR }, now)).toBe(false);
    expect(isSessionPastAbsoluteLifetime({ kind: 'customer', signedInAt: now - 30 * 24 * HOUR - 1 }, now)).toBe(true);
  });

  it('keeps administrators signed in for up to 12 hours', () => {
    expect(isSessionPastAbsoluteLifetime({ kind: 'admin', signedInAt: now - 11 * HOUR }, now)).toBe(false);
    expect(isSessionPastAbsoluteLifetime({ kind: 'admin', signedInAt: now - 12 * HOUR - 1 }, now)).toBe(true);
  });

  it('does not judge a session without sign-in data', () => {
    expect(isSessionPastAbsoluteLifetime({}, now)).toBe(false);
  });
});
