import { registerAs } from '@nestjs/config';
import { IsInt, IsString, Matches, Min } from 'class-validator';
import { env, validateConfig } from './validate-config';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/receptionists';

class DatabaseConfig {
  @IsString()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  url: string = DEFAULT_DATABASE_URL;

  /** The longest a new connection may take to be made (a server that accepts but never answers fails here). */
  @IsInt({ message: 'DATABASE_CONNECT_TIMEOUT_MS must be a whole number' })
  @Min(100, { message: 'DATABASE_CONNECT_TIMEOUT_MS must be at least 100' })
  connectTimeoutMs: number = 5000;

  /** The longest a caller waits for a connection from the pool, making one included. */
  @IsInt({ message: 'DATABASE_ACQUIRE_TIMEOUT_MS must be a whole number' })
  @Min(100, { message: 'DATABASE_ACQUIRE_TIMEOUT_MS must be at least 100' })
  acquireTimeoutMs: number = 5000;

  /** The longest one statement of an api request may run; migrations, the seed and the worker's jobs have no limit. */
  @IsInt({ message: 'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number' })
  @Min(100, { message: 'DATABASE_STATEMENT_TIMEOUT_MS must be at least 100' })
  statementTimeoutMs: number = 10_000;
}

export type DatabaseConfigValues = DatabaseConfig;

export function readDatabaseConfig(): DatabaseConfig {
  return validateConfig(
    DatabaseConfig,
    {
      url: env('DATABASE_URL'),
      connectTimeoutMs: env('DATABASE_CONNECT_TIMEOUT_MS'),
      acquireTimeoutMs: env('DATABASE_ACQUIRE_TIMEOUT_MS'),
      statementTimeoutMs: env('DATABASE_STATEMENT_TIMEOUT_MS'),
    },
    'database',
  );
}

export const databaseConfig = registerAs('database', readDatabaseConfig);
