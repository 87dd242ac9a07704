import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions become a typed table of the auth module (docs/architecture.md#how-a-signed-in-request-is-served). An expand
 * step (docs/operations-deploys.md#migrations-expand-deploy-contract): a new table, which the old code ignores. The
 * express-session rows cannot be carried over, so everyone is signed out once. Until the contract step drops them, the
 * old `sessions` table and the change notifications' triggers stay, for the old code still running during the deploy.
 */
export class Migration20261128120000_user_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "user_sessions" ("id" uuid not null default gen_random_uuid(), "token_hash" varchar(64) not null, "user_id" int not null, "kind" varchar(16) not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "absolute_expires_at" timestamptz not null, "idle_expires_at" timestamptz not null, "pending_second_factor" boolean not null default false, "wrong_codes" int not null default 0, "user_agent" varchar(512) null, "client_address" varchar(64) null, constraint "user_sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "user_sessions" add constraint "user_sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "user_sessions_user_id_index" on "user_sessions" ("user_id");`);
    this.addSql(`create index "user_sessions_idle_expires_at_index" on "user_sessions" ("idle_expires_at");`);
    this.addSql(
      `alter table "user_sessions" add constraint "user_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "user_sessions";`);
  }
}
