import { registerAs } from '@nestjs/config';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { env, isProduction, validateConfig } from './validate-config';

class AdminConfig {
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' })
  email: string = 'admin@example.com';

  /** Unset in development: the first start creates the admin with a random password and prints it once. */
  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  @MaxLength(100, { message: 'ADMIN_PASSWORD must be at most 100 characters' })
  password?: string;
}

export type AdminConfigValues = AdminConfig;

/**
 * The database set-up needs ADMIN_PASSWORD in production (it may create the administrator); the operators' commands do
 * not (their `password` command asks for it), as they run in api pods, which never get it (docs/operations-kubernetes.md#layout).
 */
export function readAdminConfig(passwordRequired = isProduction()): AdminConfig {
  const email = env('ADMIN_EMAIL');
  const password = env('ADMIN_PASSWORD');
  if (isProduction() && (!email || (passwordRequired && !password))) {
    throw new Error('Invalid admin configuration:\n  - ADMIN_EMAIL and ADMIN_PASSWORD are required in production');
  }
  return validateConfig(AdminConfig, { email: email?.toLowerCase(), password }, 'admin');
}

export const adminConfig = registerAs('admin', readAdminConfig);
