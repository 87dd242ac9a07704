import { MikroORM } from '@mikro-orm/postgresql';
import { createDatabaseIfMissing, dropDatabase } from '../../src/database/create-database';
import { createMigratingOrmConfig } from '../../src/database/migrating-orm.config';
import { testDatabaseUrl, testRun } from '../support/test-env';

const BEFORE = 'Migration20261127100000_trial_refusals';
// Up to this migration and back, whatever migrations come after it.
const THIS = 'Migration20261127120000_subscriptions';

/** Every billing fact a user row held before the migration, as the columns name them. */
const FACTS = [
  {
    email: 'paying@example.com',
    subscription_plan: 'business',
    subscription_status: 'cancelled',
    stripe_customer_id: 'cus_paying',
    stripe_subscription_id: 'sub_paying',
    billing_period: 'annual',
    current_period_end: '2027-01-31 12:00:00+00', // as the connection (UTC) gives timestamps back
    trial_ends_at: '2026-12-01 08:30:00+00',
    cancel_at_period_end: true,
    card_brand: 'visa',
    card_last4: '4242',
    card_exp_month: 12,
    card_exp_year: 2030,
  },
  {
    email: 'granted@example.com',
    subscription_plan: 'enterprise',
    subscription_status: 'active',
    stripe_customer_id: null,
    stripe_subscription_id: null,
    billing_period: null,
    current_period_end: null,
    trial_ends_at: null,
    cancel_at_period_end: false,
    card_brand: null,
    card_last4: null,
    card_exp_month: null,
    card_exp_year: null,
  },
  {
    email: 'checked-out@example.com',
    subscription_plan: null,
    subscription_status: 'none',
    stripe_customer_id: 'cus_only',
    stripe_subscription_id: null,
    billing_period: null,
    current_period_end: null,
    trial_ends_at: null,
    cancel_at_period_end: false,
    card_brand: 'mastercard',
    card_last4: '4444',
    card_exp_month: 1,
    card_exp_year: 2029,
  },
];
const COLUMNS = Object.keys(FACTS[0]).filter((column) => column !== 'email');

describe('migration 20261127120000: the subscription moves to its own table', () => {
  const url = testDatabaseUrl(`receptionists_migration_${testRun().runId}`);
  let orm: MikroORM;

  beforeAll(async () => {
    await createDatabaseIfMissing(url);
    orm = await MikroORM.init(createMigratingOrmConfig({ url }));
    await orm.getMigrator().up({ to: BEFORE });
  }, 60_000);
  afterAll(async () => {
    await orm.close(true);
    await dropDatabase(url);
  });

  const sql = <T>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(text, params);

  it('keeps every fact of every user, gives each user a row, drops the columns from users, and undoes it', async () => {
    for (const facts of FACTS) {
      const values = { password_hash: 'x', ...facts };
      await sql(
        `insert into users (${Object.keys(values).join(', ')}) values (${Object.keys(values)
          .map(() => '?')
          .join(', ')})`,
        Object.values(values),
      );
    }
    await sql("insert into users (email, password_hash) values ('plain@example.com', 'x')");

    await orm.getMigrator().up({ to: THIS });

    const moved = await sql<Record<string, unknown>>(
      `select u.email, ${COLUMNS.map((column) => `s.${column}`).join(', ')} from subscriptions s join users u on u.id = s.user_id order by u.email`,
    );
    const plain = { ...FACTS[1], email: 'plain@example.com', subscription_plan: null, subscription_status: 'none' };
    expect(moved).toEqual([...FACTS, plain].sort((a, b) => a.email.localeCompare(b.email)));
    const left = await sql("select column_name from information_schema.columns where table_name = 'users' and column_name in (?)", [COLUMNS]);
    expect(left).toEqual([]);

    // A user created afterwards gets their row (no plan), and it goes with them.
    const [{ id }] = await sql<{ id: number }>("insert into users (email, password_hash) values ('later@example.com', 'x') returning id");
    expect(await sql('select subscription_plan, subscription_status from subscriptions where user_id = ?', [id])).toEqual([
      { subscription_plan: null, subscription_status: 'none' },
    ]);
    await sql('delete from users where id = ?', [id]);
    expect(await sql('select 1 from subscriptions where user_id = ?', [id])).toEqual([]);

    await orm.getMigrator().down({ to: BEFORE });
    const back = await sql<Record<string, unknown>>(`select email, ${COLUMNS.join(', ')} from users order by email`);
    expect(back).toEqual([...FACTS, plain].sort((a, b) => a.email.localeCompare(b.email)));
  });
});
