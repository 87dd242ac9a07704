import { Migration } from '@mikro-orm/migrations';

/** The owner's own time zone, for mails, the digest and the overview (docs/product.md#time-zones); accounts before it get the default. */
export class Migration20261204090000_user_time_zones extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "time_zone" varchar(64) not null default 'America/New_York';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "time_zone";`);
  }
}
