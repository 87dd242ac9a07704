import { Migration } from '@mikro-orm/migrations';

/** Receptionists' status history (the card's timeline) and the sequence behind ticket numbers. */
export class Migration20261122200000_receptionists_support extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "receptionist_status_changes" ("id" serial primary key, "receptionist_id" int not null, "actor_id" int null, "from_status" text check ("from_status" in ('pending', 'training', 'active', 'inactive')) null, "to_status" text check ("to_status" in ('pending', 'training', 'active', 'inactive')) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "receptionist_status_changes_receptionist_id_created_at_index" on "receptionist_status_changes" ("receptionist_id", "created_at");`,
    );
    this.addSql(
      `alter table "receptionist_status_changes" add constraint "receptionist_status_changes_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "receptionist_status_changes" add constraint "receptionist_status_changes_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`create sequence "support_ticket_number_seq" start 10001;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop sequence if exists "support_ticket_number_seq";`);
    this.addSql(`drop table if exists "receptionist_status_changes" cascade;`);
  }
}
