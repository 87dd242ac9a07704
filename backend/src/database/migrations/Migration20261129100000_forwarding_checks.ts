import { Migration } from '@mikro-orm/migrations';

/** "Call me to check" (docs/product.md#call-me-to-check): one row a check; an expand step, a table the old code ignores. */
export class Migration20261129100000_forwarding_checks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "forwarding_checks" ("id" serial primary key, "receptionist_id" int not null, "user_id" int not null, "requested_by_id" int null, "platform" text check ("platform" in ('vapi', 'sandbox')) not null, "platform_call_id" varchar(100) null, "status" text check ("status" in ('calling', 'reached', 'not_reached', 'failed')) not null default 'calling', "detail" varchar(200) null, "created_at" timestamptz not null default now(), "finished_at" timestamptz null);`,
    );
    this.addSql(`alter table "forwarding_checks" add constraint "forwarding_checks_platform_call_unique" unique ("platform", "platform_call_id");`);
    this.addSql(`create index "forwarding_checks_user_id_index" on "forwarding_checks" ("user_id");`);
    this.addSql(`create index "forwarding_checks_receptionist_created_index" on "forwarding_checks" ("receptionist_id", "created_at");`);
    this.addSql(`create index "forwarding_checks_status_created_index" on "forwarding_checks" ("status", "created_at");`);
    this.addSql(
      `alter table "forwarding_checks" add constraint "forwarding_checks_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "forwarding_checks" add constraint "forwarding_checks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "forwarding_checks" add constraint "forwarding_checks_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "forwarding_checks";`);
  }
}
