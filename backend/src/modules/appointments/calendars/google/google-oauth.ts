import type { CalendarConfigValues } from '../../../../config/calendar.config';

/** What the receptionist asks Google for: its calendar's events, and who the account is (docs/product.md#google-calendar). */
export const GOOGLE_SCOPES = ['https://www.googleapis.com/auth/calendar.events', 'openid', 'email'];
const CALENDAR_SCOPE = GOOGLE_SCOPES[0];

/** Google refused the grant (`invalid_grant`): the refresh token was revoked or expired, or the code was used or is old. */
export class GoogleGrantRefused extends Error {
  constructor(description: string) {
    super(`Google refused the grant: ${description}`);
    this.name = 'GoogleGrantRefused';
  }
}

export interface GoogleGrant {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  accountEmail: string;
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  scope?: unknown;
  id_token?: unknown;
  error?: unknown;
  error_description?: unknown;
}

type OAuthConfig = Pick<CalendarConfigValues, 'googleClientId' | 'googleClientSecret' | 'googleOAuthBaseUrl' | 'googleConsentUrl' | 'googleTimeoutMs'>;

/** Google's OAuth 2.0 endpoints for a web server application, with PKCE: consent, code exchange, refresh and revocation. */
export class GoogleOAuth {
  constructor(private readonly config: OAuthConfig) {}

  get configured(): boolean {
    return this.config.googleClientId !== undefined && this.config.googleClientSecret !== undefined;
  }

  /** The consent page: offline access (a refresh token), asked every time so a reconnect gets a new refresh token too. */
  consentUrl(redirectUri: string, state: string, codeChallenge: string): string {
    const url = new URL(this.config.googleConsentUrl);
    url.search = new URLSearchParams({
      client_id: this.config.googleClientId ?? '',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: GOOGLE_SCOPES.join(' '),
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /** The code Google sent the browser back with, for tokens; the account's e-mail comes from the ID token Google answers with. */
  async exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<GoogleGrant> {
    const answer = await this.token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri });
    const { accessToken, expiresAt } = accessOf(answer);
    if (typeof answer.refresh_token !== 'string' || !answer.refresh_token) throw new Error('Google gave no refresh token');
    // Granular consent lets the customer leave the calendar unticked: without it there is nothing to connect.
    if (typeof answer.scope !== 'string' || !answer.scope.split(' ').includes(CALENDAR_SCOPE)) throw new Error('the calendar scope was not granted');
    return { accessToken, expiresAt, refreshToken: answer.refresh_token, accountEmail: this.emailOf(answer.id_token) };
  }

  /**
   * A new access token for the refresh token, and a new refresh token when Google rotates it; GoogleGrantRefused when
   * Google no longer honours it.
   */
  async refresh(refreshToken: string, signal?: AbortSignal): Promise<{ accessToken: string; expiresAt: Date; refreshToken: string }> {
    const answer = await this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, signal);
    return { ...accessOf(answer), refreshToken: typeof answer.refresh_token === 'string' && answer.refresh_token ? answer.refresh_token : refreshToken };
  }

  /** Best effort: the connection is gone on our side whatever Google answers. */
  async revoke(token: string): Promise<void> {
    await fetch(new URL('/revoke', this.config.googleOAuthBaseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
      signal: AbortSignal.timeout(this.config.googleTimeoutMs),
    });
  }

  private async token(form: Record<string, string>, signal?: AbortSignal): Promise<TokenAnswer> {
    const response = await fetch(new URL('/token', this.config.googleOAuthBaseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ client_id: this.config.googleClientId ?? '', client_secret: this.config.googleClientSecret ?? '', ...form }),
      signal: signal ?? AbortSignal.timeout(this.config.googleTimeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
    if (response.status === 400 && answer.error === 'invalid_grant') throw new GoogleGrantRefused(String(answer.error_description ?? 'invalid_grant'));
    if (!response.ok) throw new Error(`Google's token endpoint answered ${response.status} ${typeof answer.error === 'string' ? answer.error : ''}`.trim());
    return answer;
  }

  /**
   * The ID token came straight from Google's token endpoint over TLS, so its claims are read without checking its
   * signature (OpenID Connect allows it for a token received so); its audience must still be our client.
   */
  private emailOf(idToken: unknown): string {
    if (typeof idToken !== 'string') throw new Error('Google gave no ID token');
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { aud?: unknown; email?: unknown };
    if (claims.aud !== this.config.googleClientId) throw new Error('the ID token is not for our client');
    if (typeof claims.email !== 'string' || !claims.email) throw new Error('the ID token names no e-mail');
    return claims.email;
  }
}

function accessOf(answer: TokenAnswer): { accessToken: string; expiresAt: Date } {
  if (typeof answer.access_token !== 'string' || !answer.access_token) throw new Error('Google gave no access token');
  const seconds = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 3600;
  return { accessToken: answer.access_token, expiresAt: new Date(Date.now() + seconds * 1000) };
}
