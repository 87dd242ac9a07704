import { Migration } from '@mikro-orm/migrations';

/** The rollup's key: a customer's calls of one UTC day, by receptionist, outcome and whether (or why not) they counted. */
const KEY = ['user_id', 'day', 'receptionist_id', 'outcome', 'counted', 'not_counted_reason'];

/**
 * What counts, as call-metering.ts's countedCallSql('r') and notCountedReasonSql('r') write it (this folder may not
 * import a module): the rollup's property test (test/calls/call-usage-rollup.int-spec.ts) compares the rollup with
 * those functions over the calls, and fails when the two differ.
 */
const COUNTED = `(r.status = 'ended' and not r.is_test and r.outcome is distinct from 'spam' and coalesce(r.duration_seconds, 0) >= 15)`;
const NOT_COUNTED_REASON = `(case when r.status <> 'ended' then null when r.is_test then 'test' when r.outcome = 'spam' then 'spam'
    when coalesce(r.duration_seconds, 0) < 15 then 'short' end)`;

/** A changed calls row, under `rows`, as its key and its share of the rollup (`sign` 1 for the new row, -1 for the old). */
const share = (rows: string, sign: 1 | -1) =>
  `select r.user_id, (r.started_at at time zone 'UTC')::date as day, r.receptionist_id, r.outcome::text as outcome,
      ${COUNTED} as counted, ${NOT_COUNTED_REASON} as not_counted_reason,
      ${sign} as calls, ${sign} * coalesce(r.duration_seconds, 0)::bigint as duration_seconds
    from ${rows} r where r.user_id is not null`;

/**
 * One statement's change to the rollup, key by key in one order (two transactions never wait on each other's keys in
 * opposite orders): a key that gains calls is inserted or added to; one that loses calls (or only changes duration)
 * already has its row, and is updated, which takes no insert's lock. A customer's deletion removes their rows
 * through the foreign key, so an update that finds none has nothing to do.
 */
const applyFunction = (name: string, sources: string[]) => `create function "${name}"() returns trigger language plpgsql as $$
  declare d record;
  begin
    for d in
      select ${KEY.join(', ')}, sum(calls)::int as calls, sum(duration_seconds)::bigint as duration_seconds
        from (${sources.join(' union all ')}) changes
        group by ${KEY.join(', ')}
        having sum(calls) <> 0 or sum(duration_seconds) <> 0
        order by ${KEY.join(', ')}
    loop
      if d.calls > 0 then
        insert into "call_usage_days" (${KEY.join(', ')}, calls, duration_seconds)
          values (d.user_id, d.day, d.receptionist_id, d.outcome, d.counted, d.not_counted_reason, d.calls, d.duration_seconds)
          on conflict on constraint "call_usage_days_key" do update
          set calls = "call_usage_days".calls + excluded.calls, duration_seconds = "call_usage_days".duration_seconds + excluded.duration_seconds;
      else
        update "call_usage_days" set calls = calls + d.calls, duration_seconds = duration_seconds + d.duration_seconds
          where ${KEY.map((column) => `${column} is not distinct from d.${column}`).join(' and ')};
      end if;
    end loop;
    return null;
  end $$;`;

/**
 * The per-day rollup of calls the usage meter, the dashboard's overview and the back office read
 * (docs/architecture.md#the-call-usage-rollup): kept by statement-level triggers on calls, so it changes in the
 * transaction of the call's change, whatever made it (a platform message, a claim of an unmatched report, the `set null`
 * of a deleted receptionist, a customer's deletion), and cannot drift. Whether a call counts is call-metering.ts's rule,
 * copied into the functions here: a change of that rule needs a migration that replaces them and rebuilds the rows.
 * Rows whose calls fall to zero stay (the next call of that key updates them). Also the record of usage alerts sent.
 */
export class Migration20261127180000_call_usage extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "call_usage_days" ("user_id" int not null, "day" date not null, "receptionist_id" int null, "outcome" text null, "counted" boolean not null, "not_counted_reason" text null, "calls" int not null, "duration_seconds" bigint not null, constraint "call_usage_days_key" unique nulls not distinct ("user_id", "day", "receptionist_id", "outcome", "counted", "not_counted_reason"));`,
    );
    this.addSql(
      `alter table "call_usage_days" add constraint "call_usage_days_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    // The rollup made again from the calls, in one statement: the backfill here, and after a bulk load that ran with
    // triggers off (the scale benchmark's seed, session_replication_role = replica).
    this.addSql(`create function "call_usage_days_rebuild"() returns bigint language sql as $$
      delete from "call_usage_days";
      with inserted as (
        insert into "call_usage_days" (${KEY.join(', ')}, calls, duration_seconds)
          select ${KEY.join(', ')}, sum(calls)::int, sum(duration_seconds)::bigint from (${share('calls', 1)}) existing group by ${KEY.join(', ')}
          returning 1)
      select count(*) from inserted;
    $$;`);
    this.addSql(`select "call_usage_days_rebuild"();`);
    this.addSql(applyFunction('call_usage_days_insert', [share('new_rows', 1)]));
    this.addSql(applyFunction('call_usage_days_update', [share('new_rows', 1), share('old_rows', -1)]));
    this.addSql(applyFunction('call_usage_days_delete', [share('old_rows', -1)]));
    this.addSql(
      `create trigger "calls_usage_insert" after insert on "calls" referencing new table as new_rows for each statement execute function "call_usage_days_insert"();`,
    );
    this.addSql(
      `create trigger "calls_usage_update" after update on "calls" referencing old table as old_rows new table as new_rows for each statement execute function "call_usage_days_update"();`,
    );
    this.addSql(
      `create trigger "calls_usage_delete" after delete on "calls" referencing old table as old_rows for each statement execute function "call_usage_days_delete"();`,
    );

    this.addSql(
      `create table "call_usage_alerts" ("user_id" int not null, "period_start" timestamptz not null, "threshold" smallint not null, "period_end" timestamptz not null, "created_at" timestamptz not null default now(), constraint "call_usage_alerts_pkey" primary key ("user_id", "period_start", "threshold"));`,
    );
    this.addSql(
      `alter table "call_usage_alerts" add constraint "call_usage_alerts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    // The back office's filter of customers near their allowance: the alerts of periods still running.
    this.addSql(`create index "call_usage_alerts_period_end_index" on "call_usage_alerts" ("period_end", "user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "call_usage_alerts";`);
    this.addSql(`drop trigger if exists "calls_usage_insert" on "calls";`);
    this.addSql(`drop trigger if exists "calls_usage_update" on "calls";`);
    this.addSql(`drop trigger if exists "calls_usage_delete" on "calls";`);
    this.addSql(`drop function if exists "call_usage_days_insert"();`);
    this.addSql(`drop function if exists "call_usage_days_update"();`);
    this.addSql(`drop function if exists "call_usage_days_delete"();`);
    this.addSql(`drop function if exists "call_usage_days_rebuild"();`);
    this.addSql(`drop table if exists "call_usage_days";`);
  }
}
