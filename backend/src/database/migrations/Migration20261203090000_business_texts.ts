import { Migration } from '@mikro-orm/migrations';

/**
 * Texts the business sends (an appointment it cancelled or moved) carry no link, and a call's page shows each text's
 * delivery beside the tool call that sent it (docs/voice-platforms.md#texts); an expand step.
 */
export class Migration20261203090000_business_texts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "text_messages" alter column "link_name" drop not null;`);
    this.addSql(`alter table "text_messages" add column "tool_call_id" varchar(100) null;`);
    this.addSql(`create index "text_messages_platform_call_id_index" on "text_messages" ("platform_call_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "text_messages_platform_call_id_index";`);
    this.addSql(`alter table "text_messages" drop column "tool_call_id";`);
    this.addSql(`update "text_messages" set "link_name" = '' where "link_name" is null;`);
    this.addSql(`alter table "text_messages" alter column "link_name" set not null;`);
  }
}
