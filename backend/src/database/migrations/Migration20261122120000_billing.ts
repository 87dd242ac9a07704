import { Migration } from '@mikro-orm/migrations';

/** Billing: the subscription and card on users, checkouts the server started, the invoice link, the sandbox provider's store. */
export class Migration20261122120000_billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "billing_period" varchar(10) null, add column "current_period_end" timestamptz null, add column "trial_ends_at" timestamptz null, add column "cancel_at_period_end" boolean not null default false, add column "card_brand" varchar(20) null, add column "card_last4" varchar(4) null, add column "card_exp_month" smallint null, add column "card_exp_year" smallint null;`,
    );
    this.addSql(`create index "users_stripe_subscription_id_index" on "users" ("stripe_subscription_id");`);

    this.addSql(`alter table "payments" add column "invoice_url" text null;`);

    this.addSql(
      `create table "billing_checkouts" ("id" serial primary key, "user_id" int not null, "kind" text check ("kind" in ('embedded', 'redirect')) not null, "plan_id" varchar(40) not null, "period" varchar(10) not null, "price_id" varchar(255) not null, "amount_cents" int not null, "trial" boolean not null, "provider_subscription_id" varchar(255) null, "intent_id" varchar(255) null, "intent_kind" varchar(10) null, "checkout_session_id" varchar(255) null, "status" text check ("status" in ('open', 'completed', 'abandoned')) not null default 'open', "created_at" timestamptz not null default now(), "completed_at" timestamptz null);`,
    );
    this.addSql(`create index "billing_checkouts_provider_subscription_id_index" on "billing_checkouts" ("provider_subscription_id");`);
    this.addSql(`alter table "billing_checkouts" add constraint "billing_checkouts_intent_id_unique" unique ("intent_id");`);
    this.addSql(`alter table "billing_checkouts" add constraint "billing_checkouts_checkout_session_id_unique" unique ("checkout_session_id");`);
    this.addSql(`create index "billing_checkouts_user_id_created_at_index" on "billing_checkouts" ("user_id", "created_at");`);
    this.addSql(
      `alter table "billing_checkouts" add constraint "billing_checkouts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "sandbox_objects" ("id" varchar(255) not null, "type" varchar(40) not null, "data" jsonb not null, "idempotency_key" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "sandbox_objects_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "sandbox_objects" add constraint "sandbox_objects_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "sandbox_objects_type_index" on "sandbox_objects" ("type");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sandbox_objects" cascade;`);
    this.addSql(`drop table if exists "billing_checkouts" cascade;`);
    this.addSql(`alter table "payments" drop column "invoice_url";`);
    this.addSql(`drop index "users_stripe_subscription_id_index";`);
    this.addSql(
      `alter table "users" drop column "billing_period", drop column "current_period_end", drop column "trial_ends_at", drop column "cancel_at_period_end", drop column "card_brand", drop column "card_last4", drop column "card_exp_month", drop column "card_exp_year";`,
    );
  }
}
