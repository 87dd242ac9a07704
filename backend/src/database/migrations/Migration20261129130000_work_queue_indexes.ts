import { Migration } from '@mikro-orm/migrations';

/**
 * The work queue reads each kind of waiting work oldest first from a partial index (docs/product.md#the-work-queue):
 * a receptionist's set-up start becomes a column (from its timeline: the request, or its latest move out of service),
 * so the queue no longer reads the timeline of every receptionist in set-up. An expand step: the old code ignores it.
 */
export class Migration20261129130000_work_queue_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "receptionists" add column "setup_since" timestamptz not null default now();`);
    this.addSql(
      `update "receptionists" r set "setup_since" = coalesce((
         select max(c.created_at) from receptionist_status_changes c
         where c.receptionist_id = r.id and (c.from_status is null or c.from_status not in ('pending', 'training'))
       ), r.created_at);`,
    );
    this.addSql(`create index "receptionists_setup_since_index" on "receptionists" ("setup_since", "id") where "status" in ('pending', 'training');`);
    this.addSql(`create index "support_requests_waiting_index" on "support_requests" ("created_at", "id") where "status" in ('open', 'in-progress');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "support_requests_waiting_index";`);
    this.addSql(`drop index if exists "receptionists_setup_since_index";`);
    this.addSql(`alter table "receptionists" drop column "setup_since";`);
  }
}
