import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's lists at scale (bench/scale.mjs, 100,000 users and a million activities): a (column, id) index for
 * every sort, so a page is read in order instead of sorting the table; trigram indexes for the case-insensitive
 * "contains" search; and each user's receptionist count kept on the user row by triggers, so users sort by it.
 */
export class Migration20261123100000_list_indexes extends Migration {
  override async up(): Promise<void> {
    // Serves ILIKE '%text%' from an index; a trusted extension, so the database owner may create it.
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`alter table "users" add column "receptionist_count" int not null default 0;`);
    this.addSql(
      `update "users" u set "receptionist_count" = c.count from (select "user_id", count(*) as count from "receptionists" group by "user_id") c where u."id" = c."user_id";`,
    );
    // Statement-level, over the transition tables: a bulk insert or delete costs one update per owner, not per row.
    this.addSql(`create function "receptionists_count_follows"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update "users" u set "receptionist_count" = u."receptionist_count" + c.count from (select "user_id", count(*) as count from new_rows group by "user_id") c where u."id" = c."user_id";
        else
          update "users" u set "receptionist_count" = u."receptionist_count" - c.count from (select "user_id", count(*) as count from old_rows group by "user_id") c where u."id" = c."user_id";
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "receptionists_count_insert" after insert on "receptionists" referencing new table as new_rows for each statement execute function "receptionists_count_follows"();`,
    );
    this.addSql(
      `create trigger "receptionists_count_delete" after delete on "receptionists" referencing old table as old_rows for each statement execute function "receptionists_count_follows"();`,
    );
    // Transition tables cannot go with a column list, so a change of owner (which the product never makes) is per row.
    this.addSql(`create function "receptionists_count_moves"() returns trigger language plpgsql as $$
      begin
        update "users" set "receptionist_count" = "receptionist_count" - 1 where "id" = old."user_id";
        update "users" set "receptionist_count" = "receptionist_count" + 1 where "id" = new."user_id";
        return null;
      end $$;`);
    this.addSql(
      `create trigger "receptionists_count_move" after update of "user_id" on "receptionists" for each row when (old."user_id" is distinct from new."user_id") execute function "receptionists_count_moves"();`,
    );

    for (const [table, columns] of Object.entries(SORT_INDEXES)) {
      for (const column of columns) this.addSql(`create index "${table}_${column}_id_index" on "${table}" ("${column}", "id");`);
    }
    // Nullable sort columns sort last in both directions: descending needs its own index.
    for (const [table, column] of [
      ['users', 'last_name'],
      ['users', 'subscription_plan'],
      ['support_requests', 'resolved_at'],
    ]) {
      this.addSql(`create index "${table}_${column}_desc_index" on "${table}" ("${column}" desc nulls last, "id" desc);`);
    }
    for (const [table, columns] of Object.entries(SEARCH_INDEXES)) {
      this.addSql(`create index "${table}_search_index" on "${table}" using gin (${columns.map((column) => `"${column}" gin_trgm_ops`).join(', ')});`);
    }
  }

  override async down(): Promise<void> {
    for (const table of Object.keys(SEARCH_INDEXES)) this.addSql(`drop index "${table}_search_index";`);
    for (const [table, column] of [
      ['users', 'last_name'],
      ['users', 'subscription_plan'],
      ['support_requests', 'resolved_at'],
    ])
      this.addSql(`drop index "${table}_${column}_desc_index";`);
    for (const [table, columns] of Object.entries(SORT_INDEXES)) for (const column of columns) this.addSql(`drop index "${table}_${column}_id_index";`);
    this.addSql(`drop trigger "receptionists_count_move" on "receptionists";`);
    this.addSql(`drop trigger "receptionists_count_delete" on "receptionists";`);
    this.addSql(`drop trigger "receptionists_count_insert" on "receptionists";`);
    this.addSql(`drop function "receptionists_count_moves"();`);
    this.addSql(`drop function "receptionists_count_follows"();`);
    this.addSql(`alter table "users" drop column "receptionist_count";`);
  }
}

/** The sort columns of each back-office list that had no index in that order. */
const SORT_INDEXES: Record<string, string[]> = {
  users: ['created_at', 'last_name', 'subscription_plan', 'subscription_status', 'receptionist_count'],
  support_requests: ['created_at', 'status', 'priority', 'resolved_at'],
  contact_messages: ['last_name', 'email', 'is_read'],
  receptionists: ['created_at', 'name', 'status'],
  subscription_activities: ['action'],
};

/** The columns each list's search matches. */
const SEARCH_INDEXES: Record<string, string[]> = {
  users: ['email', 'first_name', 'last_name', 'username', 'company_name'],
  support_requests: ['ticket_number', 'subject'],
  contact_messages: ['first_name', 'last_name', 'email', 'company_name', 'message'],
  receptionists: ['name', 'phone_number', 'ai_phone_number'],
  subscription_activities: ['details'],
};
