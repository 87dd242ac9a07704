import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A receptionist's AI number is a real number in E.164 (+14155550123), set by our team when it goes live
 * (docs/product.md#a-real-number-before-going-live); until then it has none.
 */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
export const E164_MESSAGE = 'AI phone number must be in E.164 form: + and the country code, then the number, such as +14155550123';

const CANDIDATES = 20;

/**
 * A free sandbox line's number: +1 (AAA) 555-01NN, the range set aside for fiction (80,000 numbers across the area
 * codes 200–999 that are not N11). The first of 20 random ones no receptionist holds; null only when nearly all are.
 * Two assignments can pick the same one at once: the unique index refuses the second, which picks again.
 */
export async function freeSandboxNumber(tx: EntityManager): Promise<string | null> {
  const [row] = await tx.getConnection().execute<{ number: string }[]>(
    `with candidates as materialized (
       select '+1' || (200 + floor(random() * 800))::int || '55501' || lpad(floor(random() * 100)::int::text, 2, '0') as number
       from generate_series(1, ?)
     )
     select number from candidates c
     where substr(c.number, 4, 2) <> '11' and not exists (select 1 from receptionists r where r.ai_phone_number = c.number) limit 1`,
    [CANDIDATES],
    'all',
    tx.getTransactionContext(),
  );
  return row?.number ?? null;
}
