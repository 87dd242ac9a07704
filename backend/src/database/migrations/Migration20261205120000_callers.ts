import { Migration } from '@mikro-orm/migrations';

/**
 * Callers (docs/product.md#callers): the names owners give their callers' numbers, and the index that finds a
 * customer's calls from one number, newest first (a caller's page, and the log's repeat-caller marks).
 */
export class Migration20261205120000_callers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "caller_names" ("user_id" int not null, "number" varchar(16) not null, "name" varchar(100) not null, "updated_at" timestamptz not null default now(), constraint "caller_names_pkey" primary key ("user_id", "number"));`,
    );
    this.addSql(
      `alter table "caller_names" add constraint "caller_names_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index "calls_user_caller_started_index" on "calls" ("user_id", "caller_number", "started_at", "id") where "caller_number" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "calls_user_caller_started_index";`);
    this.addSql(`drop table if exists "caller_names";`);
  }
}
