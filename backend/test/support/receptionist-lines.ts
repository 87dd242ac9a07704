import { randomInt, randomUUID } from 'node:crypto';

/** What a receptionist needs to go live (docs/product.md#a-real-number-before-going-live): a fresh E.164 number and voice ids. */
export function realLine(): { aiPhoneNumber: string; voiceAssistantId: string; voicePhoneNumberId: string } {
  return { aiPhoneNumber: `+1${randomInt(2_000_000_000, 9_999_999_999)}`, voiceAssistantId: randomUUID(), voicePhoneNumberId: randomUUID() };
}
