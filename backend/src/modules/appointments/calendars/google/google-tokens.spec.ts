import { CalendarDisconnected } from '../calendar';
import type { CalendarDisconnectReason } from '../calendar-connection-states';
import { TokenCipher } from '../token-cipher';
import { GoogleGrantRefused, type GoogleOAuth } from './google-oauth';
import { type GoogleTokenStore, GoogleTokens, tokenBinding } from './google-tokens';

const cipher = new TokenCipher(['k'.repeat(32)]);
const HOUR = 3_600_000;
const signal = new AbortController().signal;

/** A connection of receptionist 7 whose access token ends at `expiresAt`, with a store and Google's token endpoint faked. */
function tokensOf(expiresAt: Date, refresh: () => Promise<{ accessToken: string; expiresAt: Date; refreshToken: string }>, sealed = {}) {
  const saved: Parameters<GoogleTokenStore['renewed']>[1][] = [];
  const disconnected: CalendarDisconnectReason[] = [];
  const store: GoogleTokenStore = {
    renewed: async (_id, tokens) => void saved.push(tokens),
    disconnected: async (_id, reason) => void disconnected.push(reason),
  };
  const oauth = { refresh: jest.fn(refresh) } as unknown as GoogleOAuth;
  const tokens = new GoogleTokens(
    {
      connectionId: 1,
      receptionistId: 7,
      accessToken: cipher.encrypt('access-1', tokenBinding(7, 'access')),
      refreshToken: cipher.encrypt('refresh-1', tokenBinding(7, 'refresh')),
      expiresAt,
      ...sealed,
    },
    cipher,
    oauth,
    store,
  );
  return { tokens, oauth, saved, disconnected };
}
const fresh = async () => ({ accessToken: 'access-2', expiresAt: new Date(Date.now() + HOUR), refreshToken: 'refresh-1' });

describe('GoogleTokens', () => {
  it('uses the stored access token while it lasts, and renews it a minute before its end, keeping both sealed again', async () => {
    const lasting = tokensOf(new Date(Date.now() + HOUR), fresh);
    expect(await lasting.tokens.token(signal)).toBe('access-1');
    expect(lasting.oauth.refresh).not.toHaveBeenCalled();

    const ending = tokensOf(new Date(Date.now() + 30_000), fresh);
    expect(await ending.tokens.token(signal)).toBe('access-2');
    expect(ending.oauth.refresh).toHaveBeenCalledWith('refresh-1', signal);
    expect(ending.saved).toHaveLength(1);
    expect(cipher.decrypt(ending.saved[0].accessToken, tokenBinding(7, 'access'))).toBe('access-2');
    expect(cipher.decrypt(ending.saved[0].refreshToken, tokenBinding(7, 'refresh'))).toBe('refresh-1');
    expect(await ending.tokens.token(signal)).toBe('access-2'); // kept: no second refresh
    expect(ending.oauth.refresh).toHaveBeenCalledTimes(1);
  });

  it('disconnects as revoked when Google refuses the refresh token, and never retries', async () => {
    const refused = tokensOf(new Date(0), () => Promise.reject(new GoogleGrantRefused('Token has been expired or revoked.')));
    await expect(refused.tokens.token(signal)).rejects.toBeInstanceOf(CalendarDisconnected);
    expect(refused.disconnected).toEqual(['revoked']);
  });

  it('disconnects as refresh_failed when the stored refresh token cannot be read, and lets other failures be retried', async () => {
    const unreadable = tokensOf(new Date(0), fresh, { refreshToken: 'v1.not.a.token' });
    await expect(unreadable.tokens.token(signal)).rejects.toBeInstanceOf(CalendarDisconnected);
    expect(unreadable.disconnected).toEqual(['refresh_failed']);
    expect(unreadable.oauth.refresh).not.toHaveBeenCalled();

    const down = tokensOf(new Date(0), () => Promise.reject(new Error("Google's token endpoint answered 503")));
    await expect(down.tokens.token(signal)).rejects.toThrow('503');
    expect(down.disconnected).toEqual([]);
  });
});
