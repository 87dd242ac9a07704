import { Migration } from '@mikro-orm/migrations';

/** The texts receptionists send callers and the numbers that opted out of them (docs/voice-platforms.md#texts); an expand step. */
export class Migration20261202090000_texts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sms_opt_outs" ("id" serial primary key, "number" varchar(16) not null, "sender" varchar(34) not null, "opted_out_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "sms_opt_outs" add constraint "sms_opt_outs_number_sender_unique" unique ("number", "sender");`);

    this.addSql(
      `create table "text_messages" ("id" serial primary key, "user_id" int not null, "receptionist_id" int null, "platform_call_id" varchar(100) null, "to_number" varchar(16) not null, "body" text not null, "link_name" varchar(60) not null, "status" text check ("status" in ('queued', 'sent', 'delivered', 'failed', 'undelivered')) not null default 'queued', "provider_message_sid" varchar(64) null, "error_code" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "text_messages_receptionist_id_index" on "text_messages" ("receptionist_id");`);
    this.addSql(`create index "text_messages_user_created_index" on "text_messages" ("user_id", "created_at");`);
    this.addSql(`alter table "text_messages" add constraint "text_messages_provider_message_sid_unique" unique ("provider_message_sid");`);
    this.addSql(
      `alter table "text_messages" add constraint "text_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "text_messages" add constraint "text_messages_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "text_messages";`);
    this.addSql(`drop table if exists "sms_opt_outs";`);
  }
}
