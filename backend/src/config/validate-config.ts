import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** Turns raw environment values into a typed, validated namespace; boot fails with every problem listed. */
export function validateConfig<T extends object>(schema: new () => T, raw: Record<string, unknown>, namespace: string): T {
  const config = plainToInstance(schema, raw, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false, whitelist: true });
  if (errors.length > 0) {
    const lines = errors.flatMap((error) => Object.values(error.constraints ?? {}).map((text) => `  - ${text}`));
    throw new Error(`Invalid ${namespace} configuration:\n${lines.join('\n')}`);
  }
  return config;
}

export const isProduction = (): boolean => process.env.NODE_ENV === 'production';

/** Undefined for unset or empty variables, so class defaults apply. */
export function env(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
