import { Migration } from '@mikro-orm/migrations';

/**
 * The inbox of voice-platform messages (one row per delivery, known by platform and the SHA-256 of its bytes), and the
 * index retention walks: calls whose content is still kept, oldest first.
 */
export class Migration20261126150100_call_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "call_events" ("id" serial primary key, "platform" text check ("platform" in ('vapi', 'sandbox')) not null, "body_sha256" varchar(64) not null, "type" varchar(40) not null, "platform_call_id" varchar(100) not null, "message" jsonb not null, "received_at" timestamptz not null default now(), "processed_at" timestamptz null);`,
    );
    this.addSql(`alter table "call_events" add constraint "call_events_platform_body_unique" unique ("platform", "body_sha256");`);
    this.addSql(`create index "calls_content_kept_started_index" on "calls" ("started_at") where "content_removed_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "calls_content_kept_started_index";`);
    this.addSql(`drop table if exists "call_events";`);
  }
}
