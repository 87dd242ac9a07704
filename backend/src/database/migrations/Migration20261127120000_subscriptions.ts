import { Migration } from '@mikro-orm/migrations';

/** The billing columns, in the order both tables hold them. */
const COLUMNS = [
  'subscription_plan',
  'subscription_status',
  'stripe_customer_id',
  'stripe_subscription_id',
  'billing_period',
  'current_period_end',
  'trial_ends_at',
  'cancel_at_period_end',
  'card_brand',
  'card_last4',
  'card_exp_month',
  'card_exp_year',
]
  .map((column) => `"${column}"`)
  .join(', ');

/**
 * The customer's subscription moves from twelve columns of users to a table billing owns (docs/billing.md#the-customers-subscription):
 * one row per user, every fact copied, created with each new user by a trigger so that every user has one, and the
 * indexes the code relies on moved with it (the provider id lookups, the back office's sorts by plan and status).
 */
export class Migration20261127120000_subscriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "subscriptions" ("user_id" int not null, "subscription_plan" varchar(40) null, "subscription_status" text check ("subscription_status" in ('none', 'trial', 'active', 'pending', 'past_due', 'cancelled')) not null default 'none', "stripe_customer_id" varchar(255) null, "stripe_subscription_id" varchar(255) null, "billing_period" varchar(10) null, "current_period_end" timestamptz null, "trial_ends_at" timestamptz null, "cancel_at_period_end" boolean not null default false, "card_brand" varchar(20) null, "card_last4" varchar(4) null, "card_exp_month" smallint null, "card_exp_year" smallint null, constraint "subscriptions_pkey" primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`insert into "subscriptions" ("user_id", ${COLUMNS}) select "id", ${COLUMNS} from "users";`);
    this.addSql(`create index "subscriptions_stripe_customer_id_index" on "subscriptions" ("stripe_customer_id");`);
    this.addSql(`create index "subscriptions_stripe_subscription_id_index" on "subscriptions" ("stripe_subscription_id");`);
    this.addSql(`create index "subscriptions_subscription_plan_user_id_index" on "subscriptions" ("subscription_plan", "user_id");`);
    this.addSql(`create index "subscriptions_subscription_plan_desc_index" on "subscriptions" ("subscription_plan" desc nulls last, "user_id" desc);`);
    this.addSql(`create index "subscriptions_subscription_status_user_id_index" on "subscriptions" ("subscription_status", "user_id");`);
    // Statement-level, so a bulk insert of users costs one insert here.
    this.addSql(`create function "users_subscription_row"() returns trigger language plpgsql as $$
      begin
        insert into "subscriptions" ("user_id") select "id" from new_rows;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "users_subscription_insert" after insert on "users" referencing new table as new_rows for each statement execute function "users_subscription_row"();`,
    );
    this.addSql(
      `alter table "users" ${COLUMNS.split(', ')
        .map((column) => `drop column ${column}`)
        .join(', ')};`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "users" add column "subscription_plan" varchar(40) null, add column "subscription_status" text check ("subscription_status" in ('none', 'trial', 'active', 'pending', 'past_due', 'cancelled')) not null default 'none', add column "stripe_customer_id" varchar(255) null, add column "stripe_subscription_id" varchar(255) null, add column "billing_period" varchar(10) null, add column "current_period_end" timestamptz null, add column "trial_ends_at" timestamptz null, add column "cancel_at_period_end" boolean not null default false, add column "card_brand" varchar(20) null, add column "card_last4" varchar(4) null, add column "card_exp_month" smallint null, add column "card_exp_year" smallint null;`,
    );
    this.addSql(
      `update "users" u set (${COLUMNS}) = (select ${COLUMNS} from "subscriptions" s where s."user_id" = u."id") where exists (select 1 from "subscriptions" s where s."user_id" = u."id");`,
    );
    this.addSql(`create index "users_stripe_customer_id_index" on "users" ("stripe_customer_id");`);
    this.addSql(`create index "users_stripe_subscription_id_index" on "users" ("stripe_subscription_id");`);
    this.addSql(`create index "users_subscription_plan_id_index" on "users" ("subscription_plan", "id");`);
    this.addSql(`create index "users_subscription_plan_desc_index" on "users" ("subscription_plan" desc nulls last, "id" desc);`);
    this.addSql(`create index "users_subscription_status_id_index" on "users" ("subscription_status", "id");`);
    this.addSql(`drop trigger "users_subscription_insert" on "users";`);
    this.addSql(`drop function "users_subscription_row"();`);
    this.addSql(`drop table "subscriptions";`);
  }
}
