import { Migration } from '@mikro-orm/migrations';

/**
 * Limits that hold over time: the receptionist a customer chose to keep active (which of them are within a smaller
 * plan is computed from it when read), the cards that already had a free trial, and the checkouts whose trial was
 * refused because their card had one.
 */
export class Migration20261126130000_limits_over_time extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "receptionists" add column "kept_active_at" timestamptz null;`);
    this.addSql(
      `create table "trial_cards" ("fingerprint" varchar(255) not null, "user_id" int not null, "subscription_id" varchar(255) not null, "created_at" timestamptz not null default now(), constraint "trial_cards_pkey" primary key ("fingerprint"));`,
    );
    this.addSql(`alter table "billing_checkouts" add column "trial_refused" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "billing_checkouts" drop column "trial_refused";`);
    this.addSql(`drop table if exists "trial_cards";`);
    this.addSql(`alter table "receptionists" drop column "kept_active_at";`);
  }
}
