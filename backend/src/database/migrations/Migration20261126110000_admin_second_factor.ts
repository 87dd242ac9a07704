import { Migration } from '@mikro-orm/migrations';

/** Administrators' second factor: the TOTP authenticator (with its last accepted step) and hashed single-use recovery codes. */
export class Migration20261126110000_admin_second_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "admin_second_factors" ("id" serial primary key, "user_id" int not null, "secret" varchar(64) not null, "created_at" timestamptz not null default now(), "enabled_at" timestamptz null, "last_used_step" int null);`,
    );
    this.addSql(`alter table "admin_second_factors" add constraint "admin_second_factors_user_id_unique" unique ("user_id");`);
    this.addSql(
      `alter table "admin_second_factors" add constraint "admin_second_factors_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "admin_recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "used_at" timestamptz null);`,
    );
    this.addSql(`create index "admin_recovery_codes_user_id_index" on "admin_recovery_codes" ("user_id");`);
    this.addSql(`alter table "admin_recovery_codes" add constraint "admin_recovery_codes_code_hash_unique" unique ("code_hash");`);
    this.addSql(
      `alter table "admin_recovery_codes" add constraint "admin_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_recovery_codes";`);
    this.addSql(`drop table if exists "admin_second_factors";`);
  }
}
