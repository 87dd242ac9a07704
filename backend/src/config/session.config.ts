import { registerAs } from '@nestjs/config';
import { IsBoolean, IsString, MinLength } from 'class-validator';
import { env, isProduction, validateConfig } from './validate-config';

export const DEVELOPMENT_SECRET = 'development-only-session-secret-change-me';

class SessionConfig {
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  secret: string = DEVELOPMENT_SECRET;

  /** The session cookie's name in force: SESSION_COOKIE_NAME, with the `__Host-` prefix where APP_URL is https. */
  @IsString()
  cookieName: string = 'sid';

  /** Where APP_URL is https: the cookie is `__Host-` prefixed, hence always Secure, Path=/ and without Domain. */
  @IsBoolean()
  hostPrefixed: boolean = false;
}

export type SessionConfigValues = SessionConfig;

export const sessionConfig = registerAs('session', () => {
  const secret = env('SESSION_SECRET');
  if (isProduction() && (!secret || secret === DEVELOPMENT_SECRET)) {
    throw new Error('Invalid session configuration:\n  - SESSION_SECRET is required in production (at least 32 random characters)');
  }
  // A __Host- cookie cannot be set by a sibling domain or over plain http (docs/architecture.md#how-a-signed-in-request-is-served).
  const hostPrefixed = /^https:\/\//i.test(env('APP_URL') ?? '');
  const name = env('SESSION_COOKIE_NAME') ?? 'sid';
  return validateConfig(SessionConfig, { secret, cookieName: hostPrefixed ? `__Host-${name}` : name, hostPrefixed }, 'session');
});
