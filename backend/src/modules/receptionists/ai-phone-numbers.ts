import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A new receptionist's placeholder number until provisioning
 * (docs/product.md#our-team-runs-a-receptionists-status-active-flag-and-ai-number): +1 (888) XXX-NNNN with the exchange
 * XXX from 200 to 999 and the line NNNN from 1000 to 9999, 7,200,000 numbers. A single 555 exchange would hold only
 * 9,000, fewer than the receptionists the product must hold.
 */
export const AI_NUMBER_SPACE = { exchanges: [200, 999], lines: [1000, 9999] } as const;
const CANDIDATES = 20;

/**
 * A free placeholder number: the first of 20 random ones that no receptionist holds (20 unique-index probes, however
 * many numbers are taken); null only when the space is nearly full. Two requests can still pick the same one at the
 * same moment: the unique index refuses the second, which retries.
 */
export async function freeAiPhoneNumber(tx: EntityManager): Promise<string | null> {
  const { exchanges, lines } = AI_NUMBER_SPACE;
  const [row] = await tx.getConnection().execute<{ number: string }[]>(
    `with candidates as materialized (
       select format('+1 (888) %s-%s', ? + floor(random() * ?)::int, ? + floor(random() * ?)::int) as number from generate_series(1, ?)
     )
     select number from candidates c where not exists (select 1 from receptionists r where r.ai_phone_number = c.number) limit 1`,
    [exchanges[0], exchanges[1] - exchanges[0] + 1, lines[0], lines[1] - lines[0] + 1, CANDIDATES],
    'all',
    tx.getTransactionContext(),
  );
  return row?.number ?? null;
}
