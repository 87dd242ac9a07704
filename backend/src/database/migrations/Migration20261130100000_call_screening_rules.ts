import { Migration } from '@mikro-orm/migrations';

/** The rules each assistant's incoming calls are screened by (docs/voice-platforms.md#screening). */
export class Migration20261130100000_call_screening_rules extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "call_screening_rules" ("assistant_id" varchar(255) not null, "version" int not null, "blocked_numbers" text[] not null, "vip_numbers" text[] not null, "vip_transfer" jsonb null, "updated_at" timestamptz not null default now(), constraint "call_screening_rules_pkey" primary key ("assistant_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "call_screening_rules";`);
  }
}
