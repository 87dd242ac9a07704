import { Migration } from '@mikro-orm/migrations';

/** Businesses' own calendars (Google Calendar) and the consents started at Google (docs/product.md#google-calendar); an expand step. */
export class Migration20261202090000_calendar_connections extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "calendar_connections" ("id" serial primary key, "receptionist_id" int not null, "user_id" int not null, "provider" text check ("provider" in ('google')) not null, "account_email" varchar(320) not null, "calendar_id" varchar(300) not null default 'primary', "access_token" text not null, "refresh_token" text not null, "access_token_expires_at" timestamptz not null, "state" text check ("state" in ('connected', 'disconnected')) not null default 'connected', "disconnected_reason" text check ("disconnected_reason" in ('revoked', 'refresh_failed')) null, "disconnected_at" timestamptz null, "connected_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "calendar_connections" add constraint "calendar_connections_receptionist_id_unique" unique ("receptionist_id");`);
    this.addSql(
      `create table "calendar_oauth_states" ("state_hash" varchar(64) not null, "user_id" int not null, "receptionist_id" int not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), constraint "calendar_oauth_states_pkey" primary key ("state_hash"));`,
    );
    this.addSql(
      `alter table "calendar_connections" add constraint "calendar_connections_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "calendar_connections" add constraint "calendar_connections_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "calendar_oauth_states" add constraint "calendar_oauth_states_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "calendar_oauth_states" add constraint "calendar_oauth_states_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "calendar_oauth_states";`);
    this.addSql(`drop table if exists "calendar_connections";`);
  }
}
