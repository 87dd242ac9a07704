import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../../src/database/mikro-orm.config';

describe('database schema', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await MikroORM.init(createOrmConfig({ url: process.env.DATABASE_URL! }));
  });
  afterAll(() => orm.close(true));

  it('matches the entities after the committed migrations (no pending schema change)', async () => {
    const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: true, dropTables: false });
    expect(diff.trim()).toBe('');
  });

  it('has every table of the product, the session store and the infrastructure tables', async () => {
    const rows: { table_name: string }[] = await orm.em
      .getConnection()
      .execute("select table_name from information_schema.tables where table_schema = 'public'");
    expect(rows.map((row) => row.table_name).sort()).toEqual(
      [
        'admin_recovery_codes',
        'admin_second_factors',
        'appointments',
        'audit_log',
        'billing_checkouts',
        'calendar_connections',
        'calendar_oauth_states',
        'call_digests',
        'call_events',
        'call_screening_rules',
        'call_usage_alerts',
        'call_usage_days',
        'caller_names',
        'calls',
        'contact_messages',
        'email_verification_tokens',
        'follow_ups',
        'forwarding_checks',
        'knowledge_gaps',
        'mikro_orm_migrations',
        'notification_preferences',
        'outbox',
        'payments',
        'receptionist_call_summaries',
        'receptionist_changes',
        'receptionist_settings_versions',
        'receptionist_status_changes',
        'receptionists',
        'reset_tokens',
        'sandbox_assistants',
        'sandbox_calendar_events',
        'sandbox_call_schedules',
        'sandbox_objects',
        'sessions',
        'sms_opt_outs',
        'sms_status_reports',
        'stripe_events',
        'subscription_activities',
        'subscriptions',
        'support_requests',
        'text_messages',
        'trial_cards',
        'trial_refusals',
        'used_unsubscribe_tokens',
        'user_sessions',
        'users',
        'voice_tool_calls',
      ].sort(),
    );
  });

  it('enforces unique e-mails, ticket numbers and reset token hashes', async () => {
    const connection = orm.em.getConnection();
    await connection.execute("insert into users (email, password_hash) values ('unique@example.com', 'x')");
    await expect(connection.execute("insert into users (email, password_hash) values ('unique@example.com', 'y')")).rejects.toThrow(/users_email_unique/);
    const [{ id }] = await connection.execute("select id from users where email = 'unique@example.com'");
    const ticket = `insert into support_requests (user_id, subject, category, message, priority, ticket_number) values (${id}, 'Subject', 'general', 'A message of twenty chars', 'medium', 'TKT-1')`;
    await connection.execute(ticket);
    await expect(connection.execute(ticket)).rejects.toThrow(/support_requests_ticket_number_unique/);
    const token = `insert into reset_tokens (user_id, token_hash, expires_at) values (${id}, '${'a'.repeat(64)}', now())`;
    await connection.execute(token);
    await expect(connection.execute(token)).rejects.toThrow(/reset_tokens_token_hash_unique/);
    await expect(connection.execute("insert into receptionists (user_id, name, phone_number, ai_phone_number) values (999999, 'x', '1', '2')")).rejects.toThrow(
      /receptionists_user_id_foreign/,
    );
    await connection.execute("delete from users where email = 'unique@example.com'");
  });

  it("keeps each user's receptionist count on the user row through inserts, deletes and a change of owner", async () => {
    const connection = orm.em.getConnection();
    const [first, second] = await connection.execute(
      "insert into users (email, password_hash) values ('count-a@example.com', 'x'), ('count-b@example.com', 'x') returning id",
    );
    const counts = async () =>
      (
        await connection.execute<{ count: number }[]>('select receptionist_count as count from users where id in (?, ?) order by id', [first.id, second.id])
      ).map((row) => row.count);
    await connection.execute(
      "insert into receptionists (user_id, name, phone_number, ai_phone_number) select ?, 'Desk', '1', 'count-' || n from generate_series(1, 3) n",
      [first.id],
    );
    await connection.execute("insert into receptionists (user_id, name, phone_number, ai_phone_number) values (?, 'Desk', '1', 'count-4')", [second.id]);
    expect(await counts()).toEqual([3, 1]);
    await connection.execute("update receptionists set user_id = ? where ai_phone_number = 'count-1'", [second.id]);
    await connection.execute("delete from receptionists where ai_phone_number in ('count-2', 'count-4')");
    expect(await counts()).toEqual([1, 1]);
    await connection.execute('delete from users where id in (?, ?)', [first.id, second.id]);
  });

  it('created the administrator from ADMIN_EMAIL with an argon2id hash', async () => {
    const [admin] = await orm.em.getConnection().execute('select role, password_hash from users where email = ?', [process.env.ADMIN_EMAIL]);
    expect(admin.role).toBe('admin');
    const [, algorithm, , parameters] = admin.password_hash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(parameters.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
  });
});
