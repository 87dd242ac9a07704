import { registerAs } from '@nestjs/config';
import { IsString, MinLength } from 'class-validator';
import { env, isProduction, validateConfig } from './validate-config';

export const DEVELOPMENT_SECRET = 'development-only-session-secret-change-me';

class SessionConfig {
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  secret: string = DEVELOPMENT_SECRET;

  @IsString()
  cookieName: string = 'sid';
}

export type SessionConfigValues = SessionConfig;

export const sessionConfig = registerAs('session', () => {
  const secret = env('SESSION_SECRET');
  if (isProduction() && (!secret || secret === DEVELOPMENT_SECRET)) {
    throw new Error('Invalid session configuration:\n  - SESSION_SECRET is required in production (at least 32 random characters)');
  }
  return validateConfig(SessionConfig, { secret, cookieName: env('SESSION_COOKIE_NAME') }, 'session');
});
