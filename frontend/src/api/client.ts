import type { CreateClientConfig } from './generated/client.gen';

/**
 * Runtime configuration of the generated client (wired in through `runtimeConfigPath` in
 * openapi-ts.config.ts, so it applies before the first request whoever imports the SDK first).
 *
 * Every call goes to the same origin with the session cookie, and every non-2xx answer becomes
 * `Error("<status>: <text>")` (docs/product.md#the-products-messages-are-fixed-texts), where text is the
 * `message` of the backend's JSON error body `{ statusCode, code, message, errors?, requestId }`, else the
 * raw body, else the status text. With `throwOnError` the SDK functions and the TanStack options reject with it.
 *
 * Note: the generated types name the error after the backend's error body DTO; at run time it is
 * this `Error`. Both have `message`, which is what screens read.
 */
export const createClientConfig: CreateClientConfig = (config) => ({
  ...config,
  baseUrl: '',
  credentials: 'include',
  throwOnError: true,
  fetch: fetchOrThrow,
});

/**
 * fetch that rejects on a non-2xx answer. The generated client catches what fetch throws, passes
 * it through its error interceptors and rethrows it, so the shaped Error reaches the caller.
 * globalThis.fetch is looked up per call so tests can stub it.
 */
export async function fetchOrThrow(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await globalThis.fetch(input, init);
  if (!response.ok) {
    throw await toHttpError(response);
  }
  return response;
}

/**
 * An HTTP failure: the message stays "<status>: <text>"; a 400 also keeps its per-field messages, and any error the
 * backend's `code` (e.g. 'BILLING.ALREADY_SUBSCRIBED') for screens that react to one failure differently.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    text: string,
    readonly fieldErrors?: Record<string, string>,
    readonly code?: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'HttpError';
  }
}

export async function toHttpError(response: Response): Promise<Error> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // an unreadable body falls back to the status text
  }
  const body = parseJson(text);
  return new HttpError(response.status, errorText(text, body) || response.statusText, fieldErrorsOf(body), codeOf(body));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON: the raw text is the message
  }
}

function errorText(body: string, parsed: unknown): string {
  const trimmed = body.trim();
  if (!trimmed) return '';
  if (parsed && typeof parsed === 'object' && 'message' in parsed) {
    const { message } = parsed as { message: unknown };
    if (typeof message === 'string' && message) return message;
    // class-validator style arrays of messages
    if (Array.isArray(message) && message.length) return message.join(', ');
  }
  return trimmed;
}

/** The `errors` map of the backend's error body (field → message), when it has one. */
function fieldErrorsOf(parsed: unknown): Record<string, string> | undefined {
  if (!parsed || typeof parsed !== 'object' || !('errors' in parsed)) return undefined;
  const { errors } = parsed as { errors: unknown };
  if (!errors || typeof errors !== 'object') return undefined;
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The `code` of the backend's error body, when it has one. */
function codeOf(parsed: unknown): string | undefined {
  if (!parsed || typeof parsed !== 'object' || !('code' in parsed)) return undefined;
  const { code } = parsed as { code: unknown };
  return typeof code === 'string' && code ? code : undefined;
}

const HTTP_ERROR = /^\d{3}: ([\s\S]*)$/;

/**
 * The server's text from an `Error("<status>: <text>")` made above, for showing to people without
 * the status code; undefined for anything else (no network, a bug), so callers use their fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return HTTP_ERROR.exec(error.message)?.[1].trim() || undefined;
}

/** The server's per-field messages of a 400 (`errors` in its body), for showing on the form's fields. */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  return error instanceof HttpError ? error.fieldErrors : undefined;
}

/** The backend's error code of an HTTP failure (`BILLING.ALREADY_SUBSCRIBED`), else undefined. */
export function serverErrorCode(error: unknown): string | undefined {
  return error instanceof HttpError ? error.code : undefined;
}

/** The HTTP status of a failure made above (402, 409…), else undefined (no network, a bug). */
export function serverStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}
