import { createHmac, timingSafeEqual } from 'node:crypto';

/** A form body as Express's urlencoded parser gives it: a name given twice has its values in a list. */
export type FormParams = Record<string, string | string[]>;

/**
 * Twilio's X-Twilio-Signature (docs/voice-platforms.md#texts): the base64 HMAC-SHA1, keyed with the account's auth
 * token, of the full URL Twilio requested followed by every POST parameter's name and value, sorted by name (a name
 * given twice once per value, its values sorted), with nothing between them.
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const signed = Object.keys(params)
    .sort()
    .map((name) => {
      const value = params[name];
      return (Array.isArray(value) ? [...value].sort() : [value]).map((one) => name + one).join('');
    })
    .join('');
  return createHmac('sha1', authToken)
    .update(url + signed, 'utf8')
    .digest('base64');
}

/** Whether `signature` is Twilio's for this request, compared in constant time; a missing one never is. */
export function isTwilioSigned(authToken: string, url: string, params: FormParams, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
