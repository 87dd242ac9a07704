import type { EntityManager } from '@mikro-orm/postgresql';

/** The placeholder form of a new receptionist's number (spec section 9, DECISIONS 13): +1 (888) 555-1000 … 555-9999. */
export const AI_NUMBER_PREFIX = '+1 (888) 555-';

/**
 * A free placeholder number, chosen at random among those no receptionist holds; null when all 9,000 are taken.
 * Two requests can still pick the same one at the same moment: the unique index refuses the second, which retries.
 */
export async function freeAiPhoneNumber(tx: EntityManager): Promise<string | null> {
  const [row] = await tx.getConnection().execute<{ number: string }[]>(
    `select ? || n as number from generate_series(1000, 9999) n
      where not exists (select 1 from receptionists r where r.ai_phone_number = ? || n)
      order by random() limit 1`,
    [AI_NUMBER_PREFIX, AI_NUMBER_PREFIX],
    'all',
    tx.getTransactionContext(),
  );
  return row?.number ?? null;
}
