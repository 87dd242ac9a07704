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
// What every secret redactText finds contains: a query's `?`, a URL password's `@`, or a bearer token.
const MAY_HOLD_SECRET = /[?@]|bearer/i;

/** Text as a log may show it: passwords inside URLs, bearer tokens and every query value replaced. */
export function redactText(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text
    .replace(URL_CREDENTIALS, `$1:${REDACTED}@`)
    .replace(BEARER_TOKEN, `$1 ${REDACTED}`)
    .replace(URL_WITH_QUERY, (url) => redactQuery(url));
}

/**
 * What a log line carries with every secret replaced: fields named like secrets at any depth, secrets inside strings
 * (redactText), errors turned into plain objects (type, message, stack, their own fields and cause) treated alike,
 * binary data reduced to its size. Objects and arrays with nothing to replace are returned as they are (a request's
 * line is written on every request: copying it would cost more than writing it).
 */
export function redactSecrets(value: unknown, depth = 0, ancestors?: Set<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (depth >= MAX_DEPTH) return '[too deep]';
  const path = ancestors ?? new Set<object>();
  if (path.has(value)) return '[circular]';
  path.add(value);
  try {
    if (value instanceof Error) return redactError(value, depth, path);
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      value.forEach((item: unknown, index) => {
        const redacted = redactSecrets(item, depth + 1, path);
        if (redacted !== item) (copy ??= [...value])[index] = redacted;
      });
      return copy ?? value;
    }
    const fields = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const name in fields) {
      if (!Object.hasOwn(fields, name)) continue;
      const item = fields[name];
      const redacted = isSecretName(name) ? REDACTED : redactSecrets(item, depth + 1, path);
      if (redacted !== item) (copy ??= Object.assign({}, fields))[name] = redacted;
    }
    return copy ?? value;
  } finally {
    path.delete(value);
  }
}

/** An error as a plain object, always a copy: `type`, `message`, `stack`, `cause` and its own fields, redacted. */
function redactError(error: Error, depth: number, path: Set<object>): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: error.name, message: redactText(error.message) };
  if (error.stack) fields.stack = redactText(error.stack);
  if (error.cause !== undefined) fields.cause = redactSecrets(error.cause, depth + 1, path);
  for (const [name, item] of Object.entries(error)) {
    if (name in fields) continue;
    // An error's `code` names its kind (ECONNREFUSED, 23505), not a one-time code.
    fields[name] = isSecretName(name) && name !== 'code' ? REDACTED : redactSecrets(item, depth + 1, path);
  }
  return fields;
}
