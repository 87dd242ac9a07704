import { Migration } from '@mikro-orm/migrations';

/**
 * The call log's full-text search (docs/product.md#searching-the-call-log): one GIN index over each call's customer and
 * the words of its summary and transcript turns, stemmed as English.
 *
 * An expression index rather than a stored tsvector column: it adds no column to a table of millions of rows (a
 * generated column rewrites the whole table under an exclusive lock), retention's removal of the content empties the
 * entry by itself, and a match needs no recheck of the text for words (only a "quoted phrase" rechecks its rows). The
 * transcript's turns are JSON: only their `text` values are indexed (jsonb_to_tsvector), not the speakers' labels.
 * `user_id` leads (btree_gin, a trusted extension like pg_trgm): a customer's search is one index scan that intersects
 * their calls with the word's, where a word alone would match millions of other customers' calls first; the back
 * office's search, across customers, uses the same index by its second column.
 */
export class Migration20261206090000_calls_text_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(
      `create index "calls_text_search_index" on "calls" using gin ("user_id", (to_tsvector('english'::regconfig, coalesce("summary", '')) || jsonb_to_tsvector('english'::regconfig, coalesce(jsonb_path_query_array("transcript", '$[*].text'), '[]'::jsonb), '["string"]'::jsonb)));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "calls_text_search_index";`);
  }
}
