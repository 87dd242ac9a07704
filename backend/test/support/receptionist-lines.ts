import { randomInt, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { TestApp } from './test-app';

/** What a receptionist needs to go live (docs/product.md#a-real-number-before-going-live): a fresh E.164 number and voice ids. */
export function realLine(): { aiPhoneNumber: string; voiceAssistantId: string; voicePhoneNumberId: string } {
  return { aiPhoneNumber: `+1${randomInt(2_000_000_000, 9_999_999_999)}`, voiceAssistantId: randomUUID(), voicePhoneNumberId: randomUUID() };
}

/** Puts the receptionist live on a fresh line straight in the table, as our team's edit would leave it. */
export async function putLive(app: TestApp, receptionistId: number): Promise<void> {
  const line = realLine();
  await app
    .get(EntityManager)
    .getConnection()
    .execute(`update receptionists set status = 'active', active = true, ai_phone_number = ?, voice_assistant_id = ?, voice_phone_number_id = ? where id = ?`, [
      line.aiPhoneNumber,
      line.voiceAssistantId,
      line.voicePhoneNumberId,
      receptionistId,
    ]);
}
