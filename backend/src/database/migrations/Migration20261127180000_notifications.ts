import { Migration } from '@mikro-orm/migrations';

/** Notification preferences (an account without a row has the defaults), receptionists with call summaries, used unsubscribe links. */
export class Migration20261127180000_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notification_preferences" ("user_id" int not null, "daily_digest" boolean not null default true, "usage_alerts" boolean not null default true, "call_summaries" boolean not null default false, "updated_at" timestamptz not null default now(), constraint "notification_preferences_pkey" primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "notification_preferences" add constraint "notification_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "receptionist_call_summaries" ("receptionist_id" int not null, "user_id" int not null, "created_at" timestamptz not null default now(), constraint "receptionist_call_summaries_pkey" primary key ("receptionist_id"));`,
    );
    this.addSql(`create index "receptionist_call_summaries_user_id_index" on "receptionist_call_summaries" ("user_id");`);
    this.addSql(
      `alter table "receptionist_call_summaries" add constraint "receptionist_call_summaries_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "receptionist_call_summaries" add constraint "receptionist_call_summaries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "used_unsubscribe_tokens" ("nonce" varchar(64) not null, "user_id" int not null, "kind" text check ("kind" in ('daily_digest', 'usage_alerts', 'call_summaries')) not null, "used_at" timestamptz not null default now(), constraint "used_unsubscribe_tokens_pkey" primary key ("nonce"));`,
    );
    this.addSql(`create index "used_unsubscribe_tokens_user_id_index" on "used_unsubscribe_tokens" ("user_id");`);
    this.addSql(
      `alter table "used_unsubscribe_tokens" add constraint "used_unsubscribe_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "used_unsubscribe_tokens";`);
    this.addSql(`drop table if exists "receptionist_call_summaries";`);
    this.addSql(`drop table if exists "notification_preferences";`);
  }
}
