import { registerAs } from '@nestjs/config';
import { IsIn } from 'class-validator';
import { env, validateConfig } from './validate-config';

const COSTS = ['baseline', 'minimum'] as const;
export type PasswordHashCost = (typeof COSTS)[number];

class PasswordConfig {
  /**
   * argon2id's cost: OWASP's baseline (19 MiB, 2 passes), or argon2's minimum, which only the test environment accepts,
   * as Rails' test environment lowers bcrypt's cost: the integration suites hash a password for each of their thousands
   * of accounts (docs/development.md#tests).
   */
  @IsIn(COSTS, { message: `PASSWORD_HASH_COST must be one of ${COSTS.join(', ')}` })
  hashCost: PasswordHashCost = 'baseline';
}

export type PasswordConfigValues = PasswordConfig;

export const passwordConfig = registerAs('password', () => {
  const config = validateConfig(PasswordConfig, { hashCost: env('PASSWORD_HASH_COST') }, 'password');
  if (config.hashCost === 'minimum' && process.env.NODE_ENV !== 'test') {
    throw new Error('Invalid password configuration:\n  - PASSWORD_HASH_COST=minimum is for the tests only (NODE_ENV=test)');
  }
  return config;
});
