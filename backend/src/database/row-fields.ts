import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A row as the database returns it, column names as keys. */
export type Row = Record<string, unknown>;

/**
 * A row as its entity's properties (columns renamed, values converted) without a managed entity: managing the rows of a
 * list costs MikroORM milliseconds of CPU per request. Relations stay bare ids, so the type leaves them out.
 */
export function rowFields<T extends object, Relations extends keyof T = never>(em: EntityManager, entity: EntityClass<T>, row: object): Omit<T, Relations> {
  return em.getComparator().mapResult(entity.name, row as never) as unknown as Omit<T, Relations>;
}
