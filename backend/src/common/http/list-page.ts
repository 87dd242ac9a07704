import { HttpStatus } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { appError, defineErrors } from '../errors/app.exception';
import { ApiErrors } from './api-errors.decorator';
import { likePattern, orderBy, type Page, type PageQueryDto } from './page-query.dto';

/**
 * Lists count and page through at most this many matching rows. Counting a million rows exactly, or skipping most of
 * them to reach a deep page, takes seconds; past this many the reader searches, filters or reverses the sort.
 */
export const LIST_ROW_LIMIT = 10_000;
/**
 * A search counts and pages through fewer. Each row it passes over costs a case-insensitive match on several columns
 * (ILIKE lowercases both sides on every call), so the 10,000th row of a word thousands of rows contain took 50–90 ms,
 * and the 200th still up to 50 ms, in the benchmark at scale; past this many an administrator types more of the text.
 */
export const SEARCH_ROW_LIMIT = 100;

export const LIST_ERRORS = defineErrors({
  INVALID_SORT: { status: HttpStatus.BAD_REQUEST, code: 'LIST.INVALID_SORT', message: 'Unknown sort field' },
  PAGE_TOO_DEEP: {
    status: HttpStatus.BAD_REQUEST,
    code: 'LIST.PAGE_TOO_DEEP',
    message: `Only the first ${LIST_ROW_LIMIT.toLocaleString('en-US')} rows can be paged through: search, filter or sort the other way to reach the others`,
  },
  SEARCH_PAGE_TOO_DEEP: {
    status: HttpStatus.BAD_REQUEST,
    code: 'LIST.PAGE_TOO_DEEP',
    message: `Only the first ${SEARCH_ROW_LIMIT.toLocaleString('en-US')} rows a search finds can be paged through: type more of the text, filter or sort the other way to reach the others`,
  },
});

// Kept over MikroORM's QueryBuilder or Kysely: a list is declared (ListSpec) and this file writes its count and page,
// every value bound, sort columns only from the spec's list; the plans bench/RESULTS.md shows depend on their exact
// shape (a page's ids from the index alone, then its rows), which either builder would reach only through raw fragments.
/** SQL with its `?` parameters, in order. */
export type Condition = { sql: string; params: unknown[] };

export interface ListSpec<F extends string> {
  /** The listed table and its alias: `support_requests s`, or a subquery and its alias: `(select …) w`. */
  table: string;
  /**
   * The customer each row belongs to: the join that adds their columns to each row (inner on a not-null foreign key, or
   * left, so it never changes which rows match), the foreign key, and the users columns the search also matches.
   */
  owner?: { join: string; key: string; searchColumns: string[] };
  /** Tables each listed row meets exactly once (inner joins on a one-to-one key), whose columns a sort may name. */
  joins?: string;
  select: string;
  /**
   * The listed table's columns the search text is matched against (case-insensitive, anywhere in the text); a column
   * with its own pattern is matched with that instead, or not at all when it gives none (digits of a phone number); a
   * `match` is a condition of its own (the call log's full-text search), or none for this text.
   */
  searchColumns: (string | { column: string; pattern: (q: string) => string | undefined } | { match: (q: string) => Condition | undefined })[];
  /** Extra conditions on the listed table, with their parameters. */
  filters?: Condition[];
  sortColumns: Record<F, string>;
  /** Sort fields whose column may be null. */
  nullable?: NoInfer<F>[];
  defaultSort: `${NoInfer<F>}:${'asc' | 'desc'}`;
}

export interface ListPage<T> extends Page<T> {
  /** More rows match than `total` (the list's row limit, see rowLimit) says. */
  totalCapped: boolean;
}

/**
 * A search lists the ids of at most this many matching owners (about 10 ms of trigram rechecks). Past it, each row's
 * owner is looked up instead, down the sort's index: with so many owners a row matches every few rows.
 */
const OWNER_IDS_LIMIT = 3_000;

/**
 * One back-office list page: filters and search in SQL, a whitelisted sort with a stable tie-break, the number of
 * matching rows up to the list's row limit, and only the page's rows fetched and turned into items by `toItems`.
 */
export async function listPage<Row, F extends string, T>(
  em: EntityManager,
  spec: ListSpec<F>,
  query: PageQueryDto,
  toItems: (rows: Row[]) => T[] | Promise<T[]>,
): Promise<ListPage<T>> {
  const alias = spec.table.slice(spec.table.lastIndexOf(' ') + 1);
  const order = orderBy(query.sort, spec.sortColumns, spec.defaultSort, `${alias}.id`, spec.nullable);
  if (order.error) throw appError({ ...LIST_ERRORS.INVALID_SORT, message: order.error }, { sort: order.error });
  const limit = rowLimit(query);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= limit.rows) throw appError(limit.tooDeep, { page: limit.tooDeep.message });
  const connection = em.getConnection();
  const filters = spec.filters ?? [];
  const search = query.q ? await searchCondition(connection, spec, query.q) : undefined;
  const { where, params } = whereOf(search ? [...filters, search] : filters);
  const joins = spec.joins ?? '';
  const join = [spec.owner?.join, joins].filter(Boolean).join(' ');
  // The page's ids are cut from the listed table alone (with its one-to-one joins, when the sort is theirs), from the
  // sort's (column, id) index when the conditions allow (an index-only scan: a deep page reads no row it skips), and
  // only the page's rows are read and meet their owner; a sort by an owner's column (receptionists by e-mail) needs
  // the join first.
  const pageSql =
    order.sql.startsWith(`${alias}.`) || !spec.owner
      ? `select ${spec.select} from (select ${alias}.id from ${spec.table} ${joins} ${where} order by ${order.sql} limit ? offset ?) page join ${spec.table} on ${alias}.id = page.id ${join} order by ${order.sql}`
      : `select ${spec.select} from ${spec.table} ${join} ${where} order by ${order.sql} limit ? offset ?`;
  // Conditions name only the listed table, so the count needs no join; it stops one row past the limit.
  const count = async (conditions: Condition[], matchesText: boolean) => {
    const counted = whereOf([...filters, ...conditions]);
    const matchingRows = `select 1 from ${spec.table} ${counted.where}`;
    const cut = matchesText ? firstRows(matchingRows, limit.rows + 1) : `${matchingRows} limit ${limit.rows + 1}`;
    const [{ matching }] = await connection.execute<{ matching: number }[]>(`select count(*)::int as matching from (${cut}) matching_rows`, counted.params);
    return matching;
  };
  const countMatching = async () => {
    // The listed owners' rows all match, and often pass the limit alone: then no row's text needs matching.
    const owned = search?.listedOwners ? await count([search.listedOwners], false) : 0;
    return owned > limit.rows ? owned : count(search ? [search] : [], !!search);
  };
  const [rows, matching] = await Promise.all([
    connection.execute<Row[]>(pageSql, [...params, Math.min(query.pageSize, limit.rows - offset) /* the last page ends at the limit too */, offset]),
    countMatching(),
  ]);
  return { items: await toItems(rows), total: Math.min(matching, limit.rows), totalCapped: matching > limit.rows, page: query.page, pageSize: query.pageSize };
}

/** How far a list counts and pages: LIST_ROW_LIMIT rows, or SEARCH_ROW_LIMIT when it searches. */
function rowLimit(query: PageQueryDto) {
  return query.q ? { rows: SEARCH_ROW_LIMIT, tooDeep: LIST_ERRORS.SEARCH_PAGE_TOO_DEEP } : { rows: LIST_ROW_LIMIT, tooDeep: LIST_ERRORS.PAGE_TOO_DEEP };
}

function whereOf(conditions: Condition[]): { where: string; params: unknown[] } {
  return {
    where: conditions.length ? `where ${conditions.map((condition) => condition.sql).join(' and ')}` : '',
    params: conditions.flatMap((condition) => condition.params),
  };
}

/**
 * The first `rows` rows `select` finds, planned (behind a materialized CTE) as if it read up to LIST_ROW_LIMIT.
 * PostgreSQL prices ILIKE like an equality, though it lowercases both sides on every call: told a search needs only
 * a few rows, it reads the table row by row instead of the trigram index whenever a few hundred rows match.
 */
function firstRows(select: string, rows: number): string {
  return `with planned as materialized (${select} limit ${LIST_ROW_LIMIT + 1}) select * from planned limit ${rows}`;
}

/**
 * The search over the listed table's columns, or the owner's. The matching owners are found first, and while they are
 * few their ids are written into the condition as a literal array: PostgreSQL then knows how many rows they own (an
 * array computed inside the query counts as a few), so it reads their rows by the owner index when they are few and
 * walks the sort's index when many, checking each row against the ids with a hash. Past OWNER_IDS_LIMIT owners, each
 * row's owner is looked up instead. Either way the owners listed come back too: their rows all match.
 */
async function searchCondition(
  connection: ReturnType<EntityManager['getConnection']>,
  spec: ListSpec<string>,
  q: string,
): Promise<Condition & { listedOwners?: Condition }> {
  const pattern = likePattern(q);
  const own = columnConditions(spec.searchColumns, q);
  if (!spec.owner) return anyOf(own.sql, own.params);
  const ownerMatch = spec.owner.searchColumns.map((column) => `o.${column} ilike ?`).join(' or ');
  const ownerParams = spec.owner.searchColumns.map(() => pattern);
  const [{ ids }] = await connection.execute<{ ids: number[] }[]>(
    `select coalesce(array_agg(id), '{}') as ids from (${firstRows(`select o.id from users o where ${ownerMatch}`, OWNER_IDS_LIMIT + 1)}) owners`,
    ownerParams,
  );
  if (!ids.length) return anyOf(own.sql, own.params);
  const listedOwners = { sql: `${spec.owner.key} = any(?::int[])`, params: [`{${ids.join(',')}}`] };
  return ids.length <= OWNER_IDS_LIMIT
    ? { ...anyOf([...own.sql, listedOwners.sql], [...own.params, ...listedOwners.params]), listedOwners }
    : { ...anyOf([...own.sql, `(select ${ownerMatch} from users o where o.id = ${spec.owner.key})`], [...own.params, ...ownerParams]), listedOwners };
}

/** The search text matched against the listed table's own columns: one condition per column, any of them. */
export function searchColumnsCondition(searchColumns: ListSpec<string>['searchColumns'], q: string): Condition {
  const own = columnConditions(searchColumns, q);
  return anyOf(own.sql, own.params);
}

function columnConditions(searchColumns: ListSpec<string>['searchColumns'], q: string): { sql: string[]; params: unknown[] } {
  const pattern = likePattern(q);
  const matched = searchColumns.flatMap((entry): Condition[] => {
    if (typeof entry !== 'string' && 'match' in entry) return [entry.match(q)].filter((condition) => condition !== undefined);
    const [column, columnPattern] = typeof entry === 'string' ? [entry, pattern] : [entry.column, entry.pattern(q)];
    return columnPattern === undefined ? [] : [{ sql: `${column} ilike ?`, params: [columnPattern] }];
  });
  return { sql: matched.map((condition) => condition.sql), params: matched.flatMap((condition) => condition.params) };
}

function anyOf(conditions: string[], params: unknown[]): Condition {
  return { sql: conditions.length ? `(${conditions.join(' or ')})` : 'false', params };
}

/** Documents what every listPage list may refuse: an unknown sort field, a page past the rows it pages through. */
export function ApiListErrors() {
  return ApiErrors(
    { ...LIST_ERRORS.INVALID_SORT, when: 'The message names the fields this list sorts by' },
    LIST_ERRORS.PAGE_TOO_DEEP,
    LIST_ERRORS.SEARCH_PAGE_TOO_DEEP,
  );
}
