import { Migration } from '@mikro-orm/migrations';

/**
 * A customer's log sorted by duration at 10 million calls (bench:scale): without an index that starts with the
 * customer, the sort read every call of theirs first, thousands of rows spread over as many pages for a busy customer.
 * Nulls sort last both ways, so each direction has its own index.
 */
export class Migration20261126150400_call_list_sorts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "calls_user_duration_index" on "calls" ("user_id", "duration_seconds", "id");`);
    this.addSql(`create index "calls_user_duration_desc_index" on "calls" ("user_id", "duration_seconds" desc nulls last, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "calls_user_duration_desc_index";`);
    this.addSql(`drop index "calls_user_duration_index";`);
  }
}
