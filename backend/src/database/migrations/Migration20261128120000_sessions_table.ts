import { Migration } from '@mikro-orm/migrations';

/** The tables the change-tracked cache's triggers watched (Migration20261128000000_table_change_notifications). */
const NOTIFYING_TABLES = ['sessions', 'users', 'subscriptions'];

/**
 * Sessions become a typed table of the auth module (docs/architecture.md#how-a-signed-in-request-is-served): the
 * express-session rows (JSON, signed cookie ids) cannot be carried over, so everyone is signed out once. The
 * per-process cache's NOTIFY triggers go too: every signed-in request reads the table.
 */
export class Migration20261128120000_sessions_table extends Migration {
  override async up(): Promise<void> {
    for (const table of NOTIFYING_TABLES) {
      this.addSql(`drop trigger if exists "${table}_truncate" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_changes" on "${table}";`);
      this.addSql(`drop function if exists "notify_${table}_truncate"();`);
      this.addSql(`drop function if exists "notify_${table}_change"();`);
    }
    this.addSql(`drop table if exists "sessions";`);
    this.addSql(
      `create table "sessions" ("id" uuid not null default gen_random_uuid(), "token_hash" varchar(64) not null, "user_id" int not null, "kind" varchar(16) not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "absolute_expires_at" timestamptz not null, "idle_expires_at" timestamptz not null, "pending_second_factor" boolean not null default false, "wrong_codes" int not null default 0, "user_agent" varchar(512) null, "client_address" varchar(64) null, constraint "sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_idle_expires_at_index" on "sessions" ("idle_expires_at");`);
    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  /** Back to an empty express-session table (everyone signed out again); the cache's triggers are not restored. */
  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sessions";`);
    this.addSql(`create table "sessions" ("sid" varchar not null primary key, "sess" json not null, "expire" timestamp(6) not null);`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ((sess #>> '{passport,user}'));`);
  }
}
