import { Migration } from '@mikro-orm/migrations';

/** The caller's name on a call, and the follow-ups calls leave the owner (docs/product.md#follow-ups); an expand step. */
export class Migration20261207090000_follow_ups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "calls" add column "caller_name" varchar(100) null;`);
    this.addSql(
      `create table "follow_ups" ("id" serial primary key, "user_id" int not null, "call_id" int not null, "receptionist_id" int null, "reason" text check ("reason" in ('message', 'appointment', 'transfer_not_connected', 'failed', 'dropped')) not null, "created_at" timestamptz not null default now(), "done_at" timestamptz null, "done_by_id" int null);`,
    );
    this.addSql(`alter table "follow_ups" add constraint "follow_ups_call_unique" unique ("call_id");`);
    this.addSql(`create index "follow_ups_user_created_index" on "follow_ups" ("user_id", "created_at", "id");`);
    this.addSql(`create index "follow_ups_open_index" on "follow_ups" ("user_id", "created_at") where "done_at" is null;`);
    this.addSql(`create index "follow_ups_receptionist_id_index" on "follow_ups" ("receptionist_id");`);
    this.addSql(`create index "follow_ups_done_by_id_index" on "follow_ups" ("done_by_id");`);
    this.addSql(
      `alter table "follow_ups" add constraint "follow_ups_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "follow_ups" add constraint "follow_ups_call_id_foreign" foreign key ("call_id") references "calls" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "follow_ups" add constraint "follow_ups_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "follow_ups" add constraint "follow_ups_done_by_id_foreign" foreign key ("done_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "follow_ups";`);
    this.addSql(`alter table "calls" drop column "caller_name";`);
  }
}
