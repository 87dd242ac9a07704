import { CalendarDisconnected } from '../calendar';
import type { CalendarDisconnectReason } from '../calendar-connection-states';
import { type TokenCipher, UnreadableToken } from '../token-cipher';
import type { GoogleAccess } from './google-calendar';
import { GoogleGrantRefused, type GoogleOAuth } from './google-oauth';

/** A refresh this close to the access token's end: a request never starts with a token about to expire. */
const EARLY_MS = 60_000;

/** A connection's stored tokens, sealed, as calendar_connections holds them. */
export interface SealedGoogleTokens {
  connectionId: number;
  receptionistId: number;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** Where a renewed access token is kept, and a connection Google no longer honours is marked (CalendarDirectory). */
export interface GoogleTokenStore {
  renewed(connectionId: number, sealed: { accessToken: string; refreshToken: string; expiresAt: Date }): Promise<void>;
  disconnected(connectionId: number, reason: CalendarDisconnectReason): Promise<void>;
}

/** What each token of a receptionist's connection is sealed to: another row's token does not open (TokenCipher). */
export const tokenBinding = (receptionistId: number, kind: 'access' | 'refresh') => `calendar-connection:${receptionistId}:${kind}`;

/**
 * A connection's access token: the stored one while it lasts, else a new one from the refresh token (kept for the next
 * request, in the api and the worker alike). Google refusing the refresh token (`invalid_grant`), or a stored token no
 * key opens, disconnects the connection: CalendarDisconnected, never retried.
 */
export class GoogleTokens implements GoogleAccess {
  constructor(
    private sealed: SealedGoogleTokens,
    private readonly cipher: TokenCipher,
    private readonly oauth: GoogleOAuth,
    private readonly store: GoogleTokenStore,
  ) {}

  async token(signal: AbortSignal): Promise<string> {
    if (this.sealed.expiresAt.getTime() - EARLY_MS > Date.now()) {
      try {
        return this.cipher.decrypt(this.sealed.accessToken, tokenBinding(this.sealed.receptionistId, 'access'));
      } catch (error) {
        if (!(error instanceof UnreadableToken)) throw error;
        // The refresh token may still open: a new access token replaces this one.
      }
    }
    return this.renewed(signal);
  }

  async renewed(signal: AbortSignal): Promise<string> {
    let refreshToken: string;
    try {
      refreshToken = this.cipher.decrypt(this.sealed.refreshToken, tokenBinding(this.sealed.receptionistId, 'refresh'));
    } catch (error) {
      if (!(error instanceof UnreadableToken)) throw error;
      return this.disconnect('refresh_failed', error.message);
    }
    let fresh: { accessToken: string; expiresAt: Date; refreshToken: string };
    try {
      fresh = await this.oauth.refresh(refreshToken, signal);
    } catch (error) {
      if (!(error instanceof GoogleGrantRefused)) throw error;
      return this.disconnect('revoked', error.message);
    }
    // Both sealed again under the first key: a rotated-out key stops mattering once each connection has been used.
    const renewed = {
      accessToken: this.cipher.encrypt(fresh.accessToken, tokenBinding(this.sealed.receptionistId, 'access')),
      refreshToken: this.cipher.encrypt(fresh.refreshToken, tokenBinding(this.sealed.receptionistId, 'refresh')),
      expiresAt: fresh.expiresAt,
    };
    await this.store.renewed(this.sealed.connectionId, renewed);
    this.sealed = { ...this.sealed, ...renewed };
    return fresh.accessToken;
  }

  private async disconnect(reason: CalendarDisconnectReason, why: string): Promise<never> {
    await this.store.disconnected(this.sealed.connectionId, reason);
    throw new CalendarDisconnected(why);
  }
}
