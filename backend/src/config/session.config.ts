import { registerAs } from '@nestjs/config';
import { ArrayNotEmpty, IsString, MinLength } from 'class-validator';
import { secret, secretList } from './secrets';
import { env, isProduction, validateConfig } from './validate-config';

class SessionConfig {
  /** SESSION_SECRET, a comma-separated list for rotation: the first derives new keys, every one is still accepted. */
  @ArrayNotEmpty()
  @IsString({ each: true })
  @MinLength(32, { each: true, message: 'SESSION_SECRET must be at least 32 characters (each of its comma-separated values)' })
  secrets!: string[];

  @IsString()
  cookieName: string = 'sid';
}

export type SessionConfigValues = SessionConfig;

export const sessionConfig = registerAs('session', () => {
  const secrets = secretList(secret('SESSION_SECRET'));
  if (isProduction() && secrets.length === 0) {
    throw new Error('Invalid session configuration:\n  - SESSION_SECRET is required in production (at least 32 random characters)');
  }
  return validateConfig(SessionConfig, { secrets, cookieName: env('SESSION_COOKIE_NAME') }, 'session');
});
