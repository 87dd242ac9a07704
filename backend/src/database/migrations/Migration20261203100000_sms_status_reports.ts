import { Migration } from '@mikro-orm/migrations';

/** The provider's status reports that arrive before the worker stored the text's id (docs/voice-platforms.md#texts); an expand step. */
export class Migration20261203100000_sms_status_reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sms_status_reports" ("id" serial primary key, "message_sid" varchar(64) not null, "status" text check ("status" in ('queued', 'sent', 'delivered', 'failed', 'undelivered')) not null, "error_code" int null, "received_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "sms_status_reports_message_sid_index" on "sms_status_reports" ("message_sid");`);
    this.addSql(`create index "sms_status_reports_received_at_index" on "sms_status_reports" ("received_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sms_status_reports";`);
  }
}
