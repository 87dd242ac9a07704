import { registerAs } from '@nestjs/config';
import { IsString, Matches } from 'class-validator';
import { env, validateConfig } from './validate-config';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/receptionists';

class DatabaseConfig {
  @IsString()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  url: string = DEFAULT_DATABASE_URL;
}

export type DatabaseConfigValues = DatabaseConfig;

export function readDatabaseConfig(): DatabaseConfig {
  return validateConfig(DatabaseConfig, { url: env('DATABASE_URL') }, 'database');
}

export const databaseConfig = registerAs('database', readDatabaseConfig);
