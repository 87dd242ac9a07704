import { Migration } from '@mikro-orm/migrations';

/** The sandbox voice platform keeps each assistant's newest instructions (docs/voice-platforms.md#settings). */
export class Migration20261129170000_sandbox_assistants extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sandbox_assistants" ("assistant_id" varchar(255) not null, "version" int not null, "instructions" jsonb not null, "applied_at" timestamptz not null default now(), constraint "sandbox_assistants_pkey" primary key ("assistant_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sandbox_assistants";`);
  }
}
