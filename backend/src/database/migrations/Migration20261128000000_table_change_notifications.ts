import { Migration } from '@mikro-orm/migrations';

/** Each table's trigger names the key its readers cached rows by (the session cache, since removed). */
const TABLES = [
  { table: 'sessions', key: 'sid' },
  { table: 'users', key: 'id' },
  { table: 'subscriptions', key: 'user_id' },
];

/**
 * Every committed change to a session, a user or a subscription is announced on the channel `table_changes` as
 * `<table>:<key>` (`<table>:*` for a truncation), so the api's in-memory session cache forgot it. NOTIFY is sent at
 * commit and not at all on rollback. Expand-only: an api that does not listen ignores it. The cache is gone since
 * Migration20261128120000; the triggers go in its contract step (docs/operations-request-cost.md#sessions).
 */
export class Migration20261128000000_table_change_notifications extends Migration {
  override async up(): Promise<void> {
    for (const { table, key } of TABLES) {
      this.addSql(`create function "notify_${table}_change"() returns trigger language plpgsql as $$
        begin
          if TG_OP <> 'INSERT' then perform pg_notify('table_changes', '${table}:' || OLD."${key}"); end if;
          if TG_OP <> 'DELETE' and (TG_OP = 'INSERT' or NEW."${key}" is distinct from OLD."${key}") then
            perform pg_notify('table_changes', '${table}:' || NEW."${key}");
          end if;
          return null;
        end $$;`);
      this.addSql(`create trigger "${table}_changes" after insert or update or delete on "${table}" for each row execute function "notify_${table}_change"();`);
      this.addSql(`create function "notify_${table}_truncate"() returns trigger language plpgsql as $$
        begin perform pg_notify('table_changes', '${table}:*'); return null; end $$;`);
      this.addSql(`create trigger "${table}_truncate" after truncate on "${table}" for each statement execute function "notify_${table}_truncate"();`);
    }
  }

  override async down(): Promise<void> {
    for (const { table } of TABLES) {
      this.addSql(`drop trigger if exists "${table}_truncate" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_changes" on "${table}";`);
      this.addSql(`drop function if exists "notify_${table}_truncate"();`);
      this.addSql(`drop function if exists "notify_${table}_change"();`);
    }
  }
}
