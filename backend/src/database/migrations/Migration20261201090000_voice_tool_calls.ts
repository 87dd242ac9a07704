import { Migration } from '@mikro-orm/migrations';

/** The tools receptionists ran during calls (docs/voice-platforms.md#tools); an expand step. */
export class Migration20261201090000_voice_tool_calls extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "voice_tool_calls" ("id" serial primary key, "platform" varchar(20) not null, "tool_call_id" varchar(100) not null, "platform_call_id" varchar(100) not null, "receptionist_id" int null, "name" varchar(64) not null, "arguments" jsonb not null, "ok" boolean not null, "result" text not null, "summary" varchar(300) not null, "action" text check ("action" in ('booked', 'moved', 'cancelled', 'texted', 'transferred')) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "voice_tool_calls" add constraint "voice_tool_calls_platform_tool_call_unique" unique ("platform", "tool_call_id");`);
    this.addSql(`create index "voice_tool_calls_platform_call_index" on "voice_tool_calls" ("platform", "platform_call_id");`);
    this.addSql(`create index "voice_tool_calls_created_at_index" on "voice_tool_calls" ("created_at");`);
    this.addSql(`create index "voice_tool_calls_receptionist_id_index" on "voice_tool_calls" ("receptionist_id");`);
    this.addSql(
      `alter table "voice_tool_calls" add constraint "voice_tool_calls_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "voice_tool_calls";`);
  }
}
