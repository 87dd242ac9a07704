// Indexes MikroORM's decorators cannot describe with properties alone; the schema check compares them by name.

/** A trigram GIN index over text columns: it serves `column ILIKE '%text%'` (the back office's search). */
export function trigramIndex(table: string, columns: string[]): string {
  return `create index "${table}_search_index" on "${table}" using gin (${columns.map((column) => `"${column}" gin_trgm_ops`).join(', ')})`;
}

/** A nullable sort column sorts last in both directions (page-query.dto.ts), so descending needs its own index. */
export function descendingIndex(table: string, column: string, idColumn = 'id'): string {
  return `create index "${table}_${column}_desc_index" on "${table}" ("${column}" desc nulls last, "${idColumn}" desc)`;
}
