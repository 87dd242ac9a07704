import type { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { likePattern, orderBy, PageQueryDto } from '../../common/http/page-query.dto';
import { ADMIN_ERRORS } from './admin.errors';

export interface ListSpec<F extends string> {
  select: string;
  /** FROM and JOINs. */
  from: string;
  /** Columns the search text is matched against (case-insensitive, anywhere in the text). */
  searchColumns: string[];
  /** Extra conditions with their parameters. */
  filters?: { sql: string; params: unknown[] }[];
  sortColumns: Record<F, string>;
  defaultSort: `${F}:${'asc' | 'desc'}`;
}

/**
 * One back-office list page: filters and search in SQL, a whitelisted sort with a stable tie-break, the total over
 * every page, and only the page's rows fetched.
 */
export async function listPage<Row, F extends string>(em: EntityManager, spec: ListSpec<F>, query: PageQueryDto): Promise<{ rows: Row[]; total: number }> {
  const order = orderBy(query.sort, spec.sortColumns, spec.defaultSort);
  if (order.error) throw appError({ ...ADMIN_ERRORS.INVALID_SORT, message: order.error }, { sort: order.error });
  const conditions = [...(spec.filters ?? [])];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push({ sql: `(${spec.searchColumns.map((column) => `${column} ilike ?`).join(' or ')})`, params: spec.searchColumns.map(() => pattern) });
  }
  const where = conditions.length ? `where ${conditions.map((condition) => condition.sql).join(' and ')}` : '';
  const params = conditions.flatMap((condition) => condition.params);
  const connection = em.getConnection();
  const [rows, [{ total }]] = await Promise.all([
    connection.execute<Row[]>(`select ${spec.select} from ${spec.from} ${where} order by ${order.sql} limit ? offset ?`, [...params, query.pageSize, (query.page - 1) * query.pageSize]),
    connection.execute<{ total: number }[]>(`select count(*)::int as total from ${spec.from} ${where}`, params),
  ]);
  return { rows, total };
}
