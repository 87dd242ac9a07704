import { Migration } from '@mikro-orm/migrations';

/**
 * E-mail verification: when the account's address was proven, the address a requested change waits on, and the
 * verification links (only the SHA-256 of each token, the address it proves, single use, expiring). Administrators
 * already in place are taken as verified (an operator chose their address); customers start unverified.
 */
export class Migration20261126100000_email_verification extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "email_verified_at" timestamptz null, add column "pending_email" varchar(254) null;`);
    this.addSql(`update "users" set "email_verified_at" = now() where "role" = 'admin';`);
    this.addSql(
      `create table "email_verification_tokens" ("id" serial primary key, "user_id" int not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(`create index "email_verification_tokens_user_id_index" on "email_verification_tokens" ("user_id");`);
    this.addSql(`alter table "email_verification_tokens" add constraint "email_verification_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "email_verification_tokens" add constraint "email_verification_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "email_verification_tokens" cascade;`);
    this.addSql(`alter table "users" drop column "pending_email", drop column "email_verified_at";`);
  }
}
