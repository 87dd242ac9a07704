import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes bench:scale found missing at 10 million calls: sorting by duration (the back office's Calls tab and a
 * customer's log; nulls last both ways, so each direction has its own index) sorted every row first, and the back
 * office's unmatched reports (one in a thousand) were found by walking every call newest first.
 */
export class Migration20261126150400_call_list_sorts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "calls_duration_seconds_index" on "calls" ("duration_seconds", "id");`);
    this.addSql(`create index "calls_duration_seconds_desc_index" on "calls" ("duration_seconds" desc nulls last, "id" desc);`);
    this.addSql(`create index "calls_user_duration_index" on "calls" ("user_id", "duration_seconds", "id");`);
    this.addSql(`create index "calls_user_duration_desc_index" on "calls" ("user_id", "duration_seconds" desc nulls last, "id" desc);`);
    this.addSql(`create index "calls_unmatched_started_index" on "calls" ("started_at", "id") where "user_id" is null;`);
  }

  override async down(): Promise<void> {
    for (const name of ['calls_duration_seconds_index', 'calls_duration_seconds_desc_index', 'calls_user_duration_index', 'calls_user_duration_desc_index', 'calls_unmatched_started_index']) {
      this.addSql(`drop index if exists "${name}";`);
    }
  }
}
