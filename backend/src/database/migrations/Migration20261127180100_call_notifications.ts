import { Migration } from '@mikro-orm/migrations';

/**
 * Calls' notification mail: when each call's report was notified (calls reported before this are taken as notified, so
 * no summary goes out for them), and the digests decided, one per account and UTC day.
 */
export class Migration20261127180100_call_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "calls" add column "report_notified_at" timestamptz null;`);
    this.addSql(`update "calls" set "report_notified_at" = "reported_at" where "reported_at" is not null;`);
    this.addSql(
      `create table "call_digests" ("user_id" int not null, "day" date not null, "created_at" timestamptz not null default now(), constraint "call_digests_pkey" primary key ("user_id", "day"));`,
    );
    this.addSql(
      `alter table "call_digests" add constraint "call_digests_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "call_digests";`);
    this.addSql(`alter table "calls" drop column "report_notified_at";`);
  }
}
