// The development secrets `npm start` keeps in .data/ (as the embedded database): plain Node, no dependencies.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DATA_DIR } from './workspace.mjs';

/** Each its own random value: none derives from another (docs/development.md#development-secrets). */
export const SECRET_NAMES = ['SESSION_SECRET', 'VOICE_SANDBOX_SECRET', 'UNSUBSCRIBE_SECRET'];
export const SECRETS_FILE = join(DATA_DIR, 'secrets.json');

/** The secrets kept in `file`, created on first use (mode 0600, readable by this user only) and reused after. */
export function keptSecrets(file = SECRETS_FILE) {
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = SECRET_NAMES.filter((name) => typeof kept[name] !== 'string' || kept[name].length < 32);
  if (missing.length > 0) {
    for (const name of missing) kept[name] = randomBytes(32).toString('base64url');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return kept;
}

/**
 * What `npm start` adds to the api's and the worker's environment outside production when SESSION_SECRET is unset (set,
 * the others derive from it as in production): each unset secret from `file`, and GENERATED_SECRETS naming them, so
 * each process warns that it runs on a development value.
 */
export function developmentSecrets(environment, file = SECRETS_FILE) {
  if (environment.NODE_ENV === 'production' || environment.SESSION_SECRET?.trim()) return {};
  const names = SECRET_NAMES.filter((name) => !environment[name]?.trim());
  if (names.length === 0) return {};
  const kept = keptSecrets(file);
  return { ...Object.fromEntries(names.map((name) => [name, kept[name]])), GENERATED_SECRETS: names.join(',') };
}
