import { Migration } from '@mikro-orm/migrations';

/** The first tables of the product (users, contact messages, support requests) plus outbox, stripe_events, payments, audit_log and the session store. */
export class Migration20261122000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "contact_messages" ("id" serial primary key, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(40) null, "company_name" varchar(200) not null, "company_size" varchar(20) not null, "interested_in" varchar(40) not null, "message" text not null, "is_read" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);
    this.addSql(
      `create table "outbox" ("id" bigserial primary key, "queue" varchar(50) not null, "name" varchar(100) not null, "payload" jsonb not null, "created_at" timestamptz not null default now(), "published_at" timestamptz null, "processed_at" timestamptz null, "publish_attempts" int not null default 0, "last_error" text null);`,
    );
    this.addSql(`create index "outbox_pending_index" on "outbox" ("id") where "published_at" is null;`);
    this.addSql(`create index "outbox_unprocessed_index" on "outbox" ("published_at") where "processed_at" is null;`);
    this.addSql(
      `create table "stripe_events" ("id" serial primary key, "event_id" varchar(255) not null, "type" varchar(100) not null, "payload" jsonb not null, "received_at" timestamptz not null default now(), "processed_at" timestamptz null);`,
    );
    this.addSql(`alter table "stripe_events" add constraint "stripe_events_event_id_unique" unique ("event_id");`);
    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(100) null, "password_hash" text not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "email" varchar(254) not null, "phone_number" varchar(40) null, "company_name" varchar(200) null, "company_size" varchar(20) null, "subscription_plan" varchar(40) null, "subscription_status" text check ("subscription_status" in ('none', 'trial', 'active', 'pending', 'past_due', 'cancelled')) not null default 'none', "stripe_customer_id" varchar(255) null, "stripe_subscription_id" varchar(255) null, "receptionist_limit" int null, "receptionist_limit_active" boolean not null default false, "role" text check ("role" in ('user', 'admin')) not null default 'user', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_stripe_customer_id_index" on "users" ("stripe_customer_id");`);
    this.addSql(
      `create table "support_requests" ("id" serial primary key, "user_id" int not null, "subject" varchar(200) not null, "category" varchar(20) not null, "message" text not null, "priority" varchar(10) not null, "status" text check ("status" in ('open', 'in-progress', 'resolved', 'closed')) not null default 'open', "ticket_number" varchar(32) not null, "is_resolved" boolean not null default false, "resolved_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "support_requests" add constraint "support_requests_ticket_number_unique" unique ("ticket_number");`);
    this.addSql(`create index "support_requests_user_id_created_at_index" on "support_requests" ("user_id", "created_at");`);
    this.addSql(
      `create table "subscription_activities" ("id" serial primary key, "user_id" int not null, "action" text check ("action" in ('new', 'upgrade', 'downgrade', 'cancellation')) not null, "previous_plan" varchar(40) null, "new_plan" varchar(40) null, "date" timestamptz not null default now(), "details" text null, "stripe_event_id" varchar(255) null);`,
    );
    this.addSql(`create index "subscription_activities_user_id_index" on "subscription_activities" ("user_id");`);
    this.addSql(`create index "subscription_activities_date_index" on "subscription_activities" ("date");`);
    this.addSql(
      `create table "reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(`create index "reset_tokens_user_id_index" on "reset_tokens" ("user_id");`);
    this.addSql(`alter table "reset_tokens" add constraint "reset_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `create table "receptionists" ("id" serial primary key, "user_id" int not null, "name" varchar(100) not null, "phone_number" varchar(40) not null, "ai_phone_number" varchar(40) not null, "languages" text[] not null default '{}', "company_info" text not null default '', "business_hours" text not null default '', "active" boolean not null default false, "status" text check ("status" in ('pending', 'training', 'active', 'inactive')) not null default 'pending', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "receptionists_user_id_index" on "receptionists" ("user_id");`);
    this.addSql(`alter table "receptionists" add constraint "receptionists_ai_phone_number_unique" unique ("ai_phone_number");`);
    this.addSql(
      `create table "payments" ("id" serial primary key, "user_id" int not null, "provider_payment_id" varchar(255) not null, "invoice_id" varchar(255) null, "amount_cents" int not null, "currency" varchar(3) not null, "status" varchar(20) not null, "description" varchar(255) null, "paid_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "payments" add constraint "payments_provider_payment_id_unique" unique ("provider_payment_id");`);
    this.addSql(`create index "payments_user_id_created_at_index" on "payments" ("user_id", "created_at");`);
    this.addSql(
      `create table "audit_log" ("id" serial primary key, "actor_id" int null, "action" varchar(100) not null, "target_type" varchar(50) not null, "target_id" varchar(50) not null, "details" jsonb null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);
    this.addSql(
      `alter table "support_requests" add constraint "support_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "subscription_activities" add constraint "subscription_activities_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reset_tokens" add constraint "reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "receptionists" add constraint "receptionists_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );

    // connect-pg-simple's table; the expression index finds a user's sessions to end them at a password change.
    this.addSql(`create table "sessions" ("sid" varchar not null primary key, "sess" json not null, "expire" timestamp(6) not null);`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ((sess #>> '{passport,user}'));`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'sessions',
      'audit_log',
      'payments',
      'receptionists',
      'reset_tokens',
      'subscription_activities',
      'support_requests',
      'users',
      'stripe_events',
      'outbox',
      'contact_messages',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
