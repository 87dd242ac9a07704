import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { InvalidVoiceSignature } from '../voice-platform';

/**
 * How Vapi proves a server message is its own, with the secret of the custom credential attached to the server URL.
 * Any one of Vapi's credential types is accepted:
 * - HMAC (recommended): the hex (or base64) HMAC-SHA256 of the raw body in `x-vapi-signature` (or Vapi's default
 *   `x-signature`), optionally prefixed "sha256="; when the credential also sends a timestamp (`x-vapi-timestamp` or
 *   `x-timestamp`), the signed payload may be Vapi's default "{timestamp}.{body}" and the timestamp must be recent.
 * - Bearer token: `Authorization: Bearer <secret>`.
 * - The legacy server secret: `X-Vapi-Secret: <secret>`.
 */
export const VAPI_SIGNATURE_HEADERS = ['x-vapi-signature', 'x-signature'] as const;
const VAPI_TIMESTAMP_HEADERS = ['x-vapi-timestamp', 'x-timestamp'] as const;
const VAPI_SECRET_HEADER = 'x-vapi-secret';
/** How old a signed timestamp may be, either way: a replay of a captured request stops working after it. */
const VAPI_TIMESTAMP_TOLERANCE_SECONDS = 300;

/** The signature Vapi's HMAC credential (algorithm sha256, payload the body only) sends for this body. */
export function signVapiBody(body: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Throws InvalidVoiceSignature unless one of the headers proves the sender knows `secret`; reads only the raw bytes. */
export function verifyVapiRequest(rawBody: Buffer, headers: IncomingHttpHeaders, secret: string | undefined, now = Date.now()): void {
  if (!secret) throw new InvalidVoiceSignature('no secret is configured for this voice platform');
  const proven = hasValidHmac(rawBody, headers, secret, now) || hasSecret(headers, secret);
  if (!proven) throw new InvalidVoiceSignature('the voice platform request carries no valid signature or secret');
}

function hasValidHmac(rawBody: Buffer, headers: IncomingHttpHeaders, secret: string, now: number): boolean {
  const signature = firstHeader(headers, VAPI_SIGNATURE_HEADERS)
    ?.replace(/^sha256=/i, '')
    .trim();
  if (!signature) return false;
  if (matchesDigest(signature, createHmac('sha256', secret).update(rawBody))) return true;
  const timestamp = firstHeader(headers, VAPI_TIMESTAMP_HEADERS)?.trim();
  if (!timestamp || !isRecent(timestamp, now)) return false;
  return matchesDigest(signature, createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody));
}

/** Hex (Vapi's default encoding) or base64, compared in constant time. */
function matchesDigest(signature: string, hmac: ReturnType<typeof createHmac>): boolean {
  const digest = hmac.digest();
  return safeEqual(signature.toLowerCase(), digest.toString('hex')) || safeEqual(signature, digest.toString('base64'));
}

function hasSecret(headers: IncomingHttpHeaders, secret: string): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(firstHeader(headers, ['authorization']) ?? '')?.[1]?.trim();
  const legacy = firstHeader(headers, [VAPI_SECRET_HEADER])?.trim();
  return (bearer !== undefined && safeEqual(bearer, secret)) || (legacy !== undefined && safeEqual(legacy, secret));
}

/** Seconds or milliseconds since the epoch, within the tolerance of our clock. */
function isRecent(timestamp: string, now: number): boolean {
  if (!/^\d{1,16}$/.test(timestamp)) return false;
  const value = Number(timestamp);
  const milliseconds = value > 1e12 ? value : value * 1000;
  return Math.abs(now - milliseconds) <= VAPI_TIMESTAMP_TOLERANCE_SECONDS * 1000;
}

/** Equal-length digests of both sides, so neither the comparison's time nor its early exit says how much matched. */
function safeEqual(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}

function firstHeader(headers: IncomingHttpHeaders, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (text) return text;
  }
  return undefined;
}
