import type { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { likePattern, orderBy, Page, PageQueryDto } from '../../common/http/page-query.dto';
import { ADMIN_ERRORS, LIST_ROW_LIMIT } from './admin.errors';

export interface ListSpec<F extends string> {
  /** The listed table and its alias: `support_requests s`. */
  table: string;
  /**
   * The customer each row belongs to: the join that adds their columns to each row (inner, on a not-null foreign key,
   * so it never changes which rows match), the foreign key, and the users columns the search also matches.
   */
  owner?: { join: string; key: string; searchColumns: string[] };
  select: string;
  /** The listed table's columns the search text is matched against (case-insensitive, anywhere in the text). */
  searchColumns: string[];
  /** Extra conditions on the listed table, with their parameters. */
  filters?: { sql: string; params: unknown[] }[];
  sortColumns: Record<F, string>;
  /** Sort fields whose column may be null. */
  nullable?: NoInfer<F>[];
  defaultSort: `${NoInfer<F>}:${'asc' | 'desc'}`;
}

export interface ListPage<T> extends Page<T> {
  /** More rows match than `total` (LIST_ROW_LIMIT) says. */
  totalCapped: boolean;
}

/**
 * One back-office list page: filters and search in SQL, a whitelisted sort with a stable tie-break, the number of
 * matching rows up to LIST_ROW_LIMIT, and only the page's rows fetched and turned into items by `toItems`.
 */
export async function listPage<Row, F extends string, T>(
  em: EntityManager,
  spec: ListSpec<F>,
  query: PageQueryDto,
  toItems: (rows: Row[]) => T[] | Promise<T[]>,
): Promise<ListPage<T>> {
  const order = orderBy(query.sort, spec.sortColumns, spec.defaultSort, spec.nullable);
  if (order.error) throw appError({ ...ADMIN_ERRORS.INVALID_SORT, message: order.error }, { sort: order.error });
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= LIST_ROW_LIMIT) throw appError(ADMIN_ERRORS.PAGE_TOO_DEEP, { page: ADMIN_ERRORS.PAGE_TOO_DEEP.message });
  const conditions = [...(spec.filters ?? []), ...(query.q ? [searchCondition(spec, likePattern(query.q))] : [])];
  const where = conditions.length ? `where ${conditions.map((condition) => condition.sql).join(' and ')}` : '';
  const params = conditions.flatMap((condition) => condition.params);
  const alias = spec.table.split(' ')[1];
  const join = spec.owner?.join ?? '';
  // The page is cut from the listed table alone and only its rows meet their owner, so a deep page does not join the
  // rows it skips; a sort by an owner's column (receptionists by e-mail) needs the join first.
  const pageSql = order.sql.startsWith(`${alias}.`)
    ? `select ${spec.select} from (select * from ${spec.table} ${where} order by ${order.sql} limit ? offset ?) ${alias} ${join} order by ${order.sql}`
    : `select ${spec.select} from ${spec.table} ${join} ${where} order by ${order.sql} limit ? offset ?`;
  const connection = em.getConnection();
  const [rows, [{ matching }]] = await Promise.all([
    connection.execute<Row[]>(pageSql, [...params, Math.min(query.pageSize, LIST_ROW_LIMIT - offset) /* the last page ends at the limit too */, offset]),
    // Conditions name only the listed table, so the count needs no join; it stops one row past the limit.
    connection.execute<{ matching: number }[]>(`select count(*)::int as matching from (select 1 from ${spec.table} ${where} limit ${LIST_ROW_LIMIT + 1}) matching_rows`, params),
  ]);
  return { items: await toItems(rows), total: Math.min(matching, LIST_ROW_LIMIT), totalCapped: matching > LIST_ROW_LIMIT, page: query.page, pageSize: query.pageSize };
}

/**
 * The search over the listed table's columns, or the owner's: the owners are found first (one array, built once),
 * so both halves are index scans that PostgreSQL ORs together (a join in the condition would scan every row).
 */
function searchCondition(spec: ListSpec<string>, pattern: string): { sql: string; params: unknown[] } {
  const matches = (columns: string[]) => columns.map((column) => `${column} ilike ?`);
  const own = matches(spec.searchColumns);
  const owner = spec.owner ? [`${spec.owner.key} = any(array(select id from users where ${matches(spec.owner.searchColumns).join(' or ')}))`] : [];
  return { sql: `(${[...own, ...owner].join(' or ')})`, params: [...own, ...(spec.owner?.searchColumns ?? [])].map(() => pattern) };
}
