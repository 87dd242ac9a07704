import { Migration } from '@mikro-orm/migrations';

/** Customers' changes to live receptionists, kept until our team marks them done (docs/product.md#the-work-queue); an expand step. */
export class Migration20261129120000_receptionist_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "receptionist_changes" ("id" serial primary key, "receptionist_id" int not null, "changed_by_id" int null, "fields" jsonb not null, "created_at" timestamptz not null default now(), "done_at" timestamptz null, "done_by_id" int null);`,
    );
    this.addSql(`create index "receptionist_changes_receptionist_id_index" on "receptionist_changes" ("receptionist_id");`);
    this.addSql(`create index "receptionist_changes_waiting_index" on "receptionist_changes" ("created_at", "id") where "done_at" is null;`);
    this.addSql(
      `alter table "receptionist_changes" add constraint "receptionist_changes_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "receptionist_changes" add constraint "receptionist_changes_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "receptionist_changes" add constraint "receptionist_changes_done_by_id_foreign" foreign key ("done_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "receptionist_changes";`);
  }
}
