import type { EntityClass } from '@mikro-orm/core';
import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResultRow } from 'pg';

/**
 * Named statements for the queries every signed-in request runs (its session, user and plan). PostgreSQL parses and
 * plans a named statement once per connection instead of on every run; measured under load, the database's CPU time
 * per signed-in read fell from 0.34–0.41 ms to 0.19 ms. Their columns are named: a prepared `select *` fails once a
 * migration adds a column under a running api ("cached plan must not change result type").
 */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `prepared_${names.size + 1}`));
  return name;
}

/**
 * Rows of `text` ($1, $2… placeholders) run as a named statement on one of the ORM's pooled connections. A failure is
 * converted as the ORM converts its own (a DriverException with the SQLSTATE), so it is told apart and logged alike.
 */
export async function queryPrepared<T extends QueryResultRow>(em: EntityManager, text: string, values: unknown[]): Promise<T[]> {
  const client = em.getConnection().getKnex().client;
  const connection = await client.acquireConnection();
  try {
    return (await connection.query({ name: statementName(text), text, values })).rows as T[];
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  } finally {
    await client.releaseConnection(connection);
  }
}

/** The columns of an entity's own table (qualified by `table` when given), for a statement that must not say `select *`. */
export function columnsOf(em: EntityManager, entity: EntityClass<object>, table?: string): string {
  const meta = em.getMetadata().get(entity.name);
  return meta.props
    .filter((prop) => prop.persist !== false && prop.fieldNames && (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE))
    .flatMap((prop) => prop.fieldNames)
    .map((column) => (table ? `${table}."${column}"` : `"${column}"`))
    .join(', ');
}
