import { redactQuery } from './redact-url';

export const REDACTED = '[redacted]';

/** Field names whose values never reach a log, compared lower-cased without `-` and `_` (see docs/operations-logs.md). */
const SECRET_NAMES = new Set(['code', 'recoverycode', 'otp', 'totp', 'sid', 'setcookie', 'apikey', 'xapikey', 'privatekey', 'cardnumber', 'cvc']);
const SECRET_PARTS = /password|secret|token|cookie|authorization|signature|credential/;
const MAX_DEPTH = 8;

const decided = new Map<string, boolean>();

/** Whether a field of that name holds a secret: headers (cookie, authorization, stripe-signature, x-vapi-secret…) and body fields alike. */
export function isSecretName(name: string): boolean {
  let secret = decided.get(name);
  if (secret === undefined) {
    const normalized = name.toLowerCase().replace(/[-_]/g, '');
    secret = SECRET_NAMES.has(normalized) || SECRET_PARTS.test(normalized);
    if (decided.size < 10_000) decided.set(name, secret);
  }
  return secret;
}

const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/?#@]*):[^\s/?#@]+@/gi;
const BEARER_TOKEN = /\b(Bearer)\s+[\w.~+/=-]{8,}/gi;
const URL_WITH_QUERY = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?]*\?[^\s]*/gi;

/** Text as a log may show it: passwords inside URLs, bearer tokens and every query value replaced. */
export function redactText(text: string): string {
  if (!text.includes('?') && !text.includes('@') && !/bearer/i.test(text)) return text;
  return text
    .replace(URL_CREDENTIALS, `$1:${REDACTED}@`)
    .replace(BEARER_TOKEN, `$1 ${REDACTED}`)
    .replace(URL_WITH_QUERY, (url) => redactQuery(url));
}

/**
 * A copy of what a log line carries with every secret replaced: fields named like secrets at any depth, secrets inside
 * strings (redactText), errors turned into plain objects (type, message, stack, their own fields and cause) treated alike,
 * binary data reduced to its size.
 */
export function redactSecrets(value: unknown, depth = 0, ancestors = new Set<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (ancestors.has(value)) return '[circular]';
  ancestors.add(value);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  const fields = copy as Record<string, unknown>;
  if (value instanceof Error) {
    fields.type = value.name;
    fields.message = redactText(value.message);
    if (value.stack) fields.stack = redactText(value.stack);
    if (value.cause !== undefined) fields.cause = redactSecrets(value.cause, depth + 1, ancestors);
  }
  // An error's `code` names its kind (ECONNREFUSED, 23505), not a one-time code.
  const ownCode = value instanceof Error ? 'code' : undefined;
  for (const [name, item] of Object.entries(value)) {
    if (name in fields) continue;
    fields[name] = isSecretName(name) && name !== ownCode ? REDACTED : redactSecrets(item, depth + 1, ancestors);
  }
  ancestors.delete(value);
  return copy;
}
