import { Migration } from '@mikro-orm/migrations';

/** Appointments receptionists book during calls, and the sandbox calendar they are written to (docs/product.md#appointments); an expand step. */
export class Migration20261201100000_appointments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "appointments" ("id" serial primary key, "user_id" int not null, "receptionist_id" int not null, "type_name" varchar(60) not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "blocked_until" timestamptz not null, "caller_name" varchar(100) not null, "caller_number" varchar(40) null, "notes" varchar(500) not null default '', "status" text check ("status" in ('booked', 'cancelled')) not null default 'booked', "booked_by" text check ("booked_by" in ('receptionist', 'business')) not null, "platform_call_id" varchar(100) null, "calendar_event_id" varchar(100) not null, "calendar_state" text check ("calendar_state" in ('pending', 'synced', 'failed')) not null default 'pending', "cancelled_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "appointments" add constraint "appointments_calendar_event_id_unique" unique ("calendar_event_id");`);
    this.addSql(`create index "appointments_booked_index" on "appointments" ("receptionist_id", "starts_at") where "status" = 'booked';`);
    this.addSql(`create index "appointments_user_starts_index" on "appointments" ("user_id", "starts_at");`);
    this.addSql(
      `alter table "appointments" add constraint "appointments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "appointments" add constraint "appointments_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "sandbox_calendar_events" ("calendar_id" varchar(100) not null, "event_id" varchar(100) not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "summary" varchar(300) not null, "description" text not null, "updated_at" timestamptz not null default now(), constraint "sandbox_calendar_events_pkey" primary key ("calendar_id", "event_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sandbox_calendar_events";`);
    this.addSql(`drop table if exists "appointments";`);
  }
}
