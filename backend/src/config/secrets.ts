import { createHmac, randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { env, isProduction } from './validate-config';

export type SecretName = 'SESSION_SECRET' | 'VOICE_SANDBOX_SECRET' | 'UNSUBSCRIBE_SECRET' | 'CALENDAR_TOKEN_KEY';

const randomOfThisProcess = new Map<SecretName, string>();
const warned = new Set<SecretName>();

function warnOnce(name: SecretName, message: string): void {
  if (warned.has(name)) return;
  warned.add(name);
  new Logger('Config').warn(message);
}

/**
 * A secret as set. Outside production an unset one is a random value of this process, never a constant of the
 * repository; `npm start` keeps one per secret in .data/secrets.json for the api and the worker and names them in
 * GENERATED_SECRETS. Either way a warning names the variable, once per process (docs/development.md#development-secrets).
 */
export function secret(name: SecretName): string | undefined {
  const value = env(name);
  if (value) {
    if (env('GENERATED_SECRETS')?.split(',').includes(name)) {
      warnOnce(name, `${name} is the development value npm start generated in .data/secrets.json; set your own outside a developer's machine`);
    }
    return value;
  }
  if (isProduction()) return undefined;
  warnOnce(name, `${name} is not set: using a random value of this process, lost at restart and unknown to the other processes; set it, or use npm start`);
  if (!randomOfThisProcess.has(name)) randomOfThisProcess.set(name, randomBytes(32).toString('base64url'));
  return randomOfThisProcess.get(name);
}

/** A comma-separated list of secrets, for rotation: the first signs, every one verifies. */
export function secretList(value: string | undefined): string[] {
  return (value ?? '').split(',').flatMap((part) => (part.trim() ? [part.trim()] : []));
}

/**
 * `name`'s secret when set; else, when SESSION_SECRET is set, a key derived from each of its values for `purpose`; else
 * `name`'s own development value: never one derived from another secret's default.
 */
export function ownOrDerivedSecrets(name: Exclude<SecretName, 'SESSION_SECRET'>, purpose: string): string[] {
  const sessionSecrets = env(name) ? [] : secretList(env('SESSION_SECRET'));
  if (sessionSecrets.length === 0) return secretList(secret(name));
  return sessionSecrets.map((sessionSecret) => createHmac('sha256', sessionSecret).update(purpose).digest('hex'));
}
