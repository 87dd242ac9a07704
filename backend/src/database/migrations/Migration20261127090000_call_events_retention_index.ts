import { Migration } from '@mikro-orm/migrations';

/** Retention's walk over the inbox: processed messages, oldest first, so its daily deletes never read the whole table. */
export class Migration20261127090000_call_events_retention_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "call_events_processed_received_index" on "call_events" ("received_at") where "processed_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "call_events_processed_received_index";`);
  }
}
