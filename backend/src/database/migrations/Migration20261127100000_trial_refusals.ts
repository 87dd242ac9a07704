import { Migration } from '@mikro-orm/migrations';

/**
 * A refused trial is kept by its subscription instead of on the checkout: the worker could refuse it before the
 * checkout was linked to the subscription, and the refusal was then lost.
 */
export class Migration20261127100000_trial_refusals extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "trial_refusals" ("subscription_id" varchar(255) not null, "user_id" int not null, "created_at" timestamptz not null default now(), constraint "trial_refusals_pkey" primary key ("subscription_id"));`,
    );
    this.addSql(
      `insert into "trial_refusals" ("subscription_id", "user_id") select distinct "provider_subscription_id", "user_id" from "billing_checkouts" where "trial_refused" and "provider_subscription_id" is not null on conflict do nothing;`,
    );
    this.addSql(`alter table "billing_checkouts" drop column "trial_refused";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "billing_checkouts" add column "trial_refused" boolean not null default false;`);
    this.addSql(`update "billing_checkouts" c set "trial_refused" = true from "trial_refusals" r where r."subscription_id" = c."provider_subscription_id";`);
    this.addSql(`drop table if exists "trial_refusals";`);
  }
}
