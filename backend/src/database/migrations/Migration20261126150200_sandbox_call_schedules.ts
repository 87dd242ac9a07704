import { Migration } from '@mikro-orm/migrations';

/** The voice sandbox's progress per receptionist: the moment up to which its simulated calls are placed. */
export class Migration20261126150200_sandbox_call_schedules extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sandbox_call_schedules" ("receptionist_id" int not null, "simulated_until" timestamptz null, constraint "sandbox_call_schedules_pkey" primary key ("receptionist_id"));`,
    );
    this.addSql(
      `alter table "sandbox_call_schedules" add constraint "sandbox_call_schedules_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sandbox_call_schedules";`);
  }
}
