import { Migration } from '@mikro-orm/migrations';

/**
 * Calls: every call a receptionist answers, as the voice platform reports it (one row per platform call), with the
 * indexes of the customer's log and its filters, the back office's list and the search; and the platform's assistant
 * and phone-number ids on receptionists, set by our team, by which a call finds its receptionist.
 */
export class Migration20261126150000_calls extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "calls" ("id" serial primary key, "user_id" int null, "receptionist_id" int null, "receptionist_name" varchar(100) null, "platform" text check ("platform" in ('vapi', 'sandbox')) not null, "platform_call_id" varchar(100) not null, "assistant_id" varchar(100) null, "phone_number_id" varchar(100) null, "status" text check ("status" in ('in_progress', 'ended')) not null default 'in_progress', "started_at" timestamptz not null, "ended_at" timestamptz null, "duration_seconds" int null, "caller_number" varchar(40) null, "outcome" text check ("outcome" in ('appointment_booked', 'message_taken', 'transferred', 'answered_question', 'spam', 'hang_up', 'failed')) null, "ended_reason" varchar(100) null, "summary" text null, "transcript" jsonb null, "recording_ref" text null, "language" varchar(20) null, "is_test" boolean not null default false, "facts_sent_at" timestamptz not null, "reported_at" timestamptz null, "content_removed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "calls" add constraint "calls_platform_call_unique" unique ("platform", "platform_call_id");`);
    this.addSql(
      `alter table "calls" add constraint "calls_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "calls" add constraint "calls_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "calls_user_started_index" on "calls" ("user_id", "started_at", "id");`);
    this.addSql(`create index "calls_user_receptionist_started_index" on "calls" ("user_id", "receptionist_id", "started_at", "id");`);
    this.addSql(`create index "calls_user_outcome_started_index" on "calls" ("user_id", "outcome", "started_at", "id");`);
    this.addSql(`create index "calls_started_at_id_index" on "calls" ("started_at", "id");`);
    this.addSql(`create index "calls_receptionist_started_index" on "calls" ("receptionist_id", "started_at");`);
    this.addSql(`create index "calls_search_index" on "calls" using gin ("caller_number" gin_trgm_ops, "summary" gin_trgm_ops);`);

    this.addSql(`alter table "receptionists" add column "voice_assistant_id" varchar(100) null, add column "voice_phone_number_id" varchar(100) null;`);
    this.addSql(`alter table "receptionists" add constraint "receptionists_voice_assistant_id_unique" unique ("voice_assistant_id");`);
    this.addSql(`alter table "receptionists" add constraint "receptionists_voice_phone_number_id_unique" unique ("voice_phone_number_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "receptionists" drop constraint "receptionists_voice_phone_number_id_unique";`);
    this.addSql(`alter table "receptionists" drop constraint "receptionists_voice_assistant_id_unique";`);
    this.addSql(`alter table "receptionists" drop column "voice_assistant_id", drop column "voice_phone_number_id";`);
    this.addSql(`drop table if exists "calls";`);
  }
}
