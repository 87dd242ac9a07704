import { registerAs } from '@nestjs/config';
import { ArrayNotEmpty, IsBoolean, IsString, MinLength } from 'class-validator';
import { secret, secretList } from './secrets';
import { env, isProduction, validateConfig } from './validate-config';

class SessionConfig {
  /** SESSION_SECRET, a comma-separated list for rotation: the first derives new keys, every one is still accepted. */
  @ArrayNotEmpty()
  @IsString({ each: true })
  @MinLength(32, { each: true, message: 'SESSION_SECRET must be at least 32 characters (each of its comma-separated values)' })
  secrets!: string[];

  /** The session cookie's name in force: SESSION_COOKIE_NAME, with the `__Host-` prefix where APP_URL is https. */
  @IsString()
  cookieName: string = 'sid';

  /** Where APP_URL is https: the cookie is `__Host-` prefixed, hence always Secure, Path=/ and without Domain. */
  @IsBoolean()
  hostPrefixed: boolean = false;
}

export type SessionConfigValues = SessionConfig;

export const sessionConfig = registerAs('session', () => {
  const secrets = secretList(secret('SESSION_SECRET'));
  if (isProduction() && secrets.length === 0) {
    throw new Error('Invalid session configuration:\n  - SESSION_SECRET is required in production (at least 32 random characters)');
  }
  // A __Host- cookie cannot be set by a sibling domain or over plain http (docs/architecture.md#how-a-signed-in-request-is-served).
  const hostPrefixed = /^https:\/\//i.test(env('APP_URL') ?? '');
  const name = env('SESSION_COOKIE_NAME') ?? 'sid';
  return validateConfig(SessionConfig, { secrets, cookieName: hostPrefixed ? `__Host-${name}` : name, hostPrefixed }, 'session');
});
