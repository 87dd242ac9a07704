import { Migration } from '@mikro-orm/migrations';

/**
 * The call lists at 10 million calls: the back office's outcome filter and its duration sort, and a customer's duration
 * sort (a busy customer has tens of thousands of calls), read an index in order instead of sorting the rows, both ways
 * with unknown durations last; the unmatched reports (no customer) have a small index of their own in the list's order.
 * Each is (…, id): the lists cut a page's ids from an index-only scan, so a deep page reads no row it skips.
 */
export class Migration20261126150300_calls_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "calls_outcome_started_index" on "calls" ("outcome", "started_at", "id");`);
    this.addSql(`create index "calls_duration_seconds_index" on "calls" ("duration_seconds", "id");`);
    this.addSql(`create index "calls_duration_seconds_desc_index" on "calls" ("duration_seconds" desc nulls last, "id" desc);`);
    this.addSql(`create index "calls_user_duration_index" on "calls" ("user_id", "duration_seconds", "id");`);
    this.addSql(`create index "calls_user_duration_desc_index" on "calls" ("user_id", "duration_seconds" desc nulls last, "id" desc);`);
    this.addSql(`create index "calls_unmatched_started_index" on "calls" ("started_at", "id") where "user_id" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "calls_unmatched_started_index";`);
    this.addSql(`drop index "calls_user_duration_desc_index";`);
    this.addSql(`drop index "calls_user_duration_index";`);
    this.addSql(`drop index "calls_duration_seconds_desc_index";`);
    this.addSql(`drop index "calls_duration_seconds_index";`);
    this.addSql(`drop index "calls_outcome_started_index";`);
  }
}
