import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID } from './id-param.pipe';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** The last page a list query may ask for: far past any list, and small enough that its offset stays a safe integer. */
export const MAX_PAGE = 1_000_000;

/** `?page=1&pageSize=50&sort=createdAt:desc&q=text` for every back-office list; the first page is the default. */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(MAX_PAGE, { message: 'page is too large' })
  page: number = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  pageSize: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'field:asc or field:desc', example: 'createdAt:desc' })
  @IsOptional()
  @IsString()
  @Matches(/^[a-zA-Z]+:(asc|desc)$/, { message: 'sort must look like field:asc or field:desc' })
  sort?: string;

  @ApiPropertyOptional({ maxLength: 100, description: 'Search text' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;
}

/** A list's sort: `field:asc` or `field:desc`. */
export type SortOrder<F extends string> = `${F}:${'asc' | 'desc'}`;

/** The fields a list sorts by and its default order: its query documents them, its service maps each to a column. */
export interface SortSpec<F extends string = string> {
  fields: readonly F[];
  defaultSort: SortOrder<F>;
}
export type SortField<S extends SortSpec> = S['fields'][number];
/** A list's column for each of its sort fields: `sortColumns: {…} satisfies SortColumns<typeof SPEC>`. */
export type SortColumns<S extends SortSpec> = Record<SortField<S>, string>;

/** Documents a list query's `sort` as the values its list accepts (each field, either way); others answer 400. */
export function ApiSort({ fields, defaultSort }: SortSpec) {
  const values = fields.flatMap((field) => [`${field}:asc`, `${field}:desc`]);
  return ApiPropertyOptional({ enum: values, default: defaultSort, example: defaultSort, description: 'The field to sort by, and which way' });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The ORDER BY of a list: the requested field when the list allows it (else a 400-worthy message), then the listed
 * row's id (`idColumn`, never a joined row's: one customer's receptionists sorted by the customer's e-mail all tie),
 * so rows with equal values keep a stable order from page to page. Nullable fields sort their nulls last either way;
 * the others say nothing of nulls, so an index on (column, id) serves both directions.
 */
export function orderBy<F extends string>(
  sort: string | undefined,
  columns: Record<F, string>,
  fallback: `${F}:${'asc' | 'desc'}`,
  idColumn: string,
  nullable: readonly F[] = [],
): { sql: string; error?: string } {
  const [field, direction] = (sort ?? fallback).split(':') as [F, 'asc' | 'desc'];
  // Own properties only: `constructor` or `toString` would otherwise find Object.prototype's and reach the SQL as a function.
  const column = Object.hasOwn(columns, field) ? (columns as Record<string, string>)[field] : undefined;
  if (typeof column !== 'string') return { sql: '', error: `sort must be one of: ${Object.keys(columns).join(', ')}` };
  return { sql: `${column} ${direction}${nullable.includes(field) ? ' nulls last' : ''}, ${idColumn} ${direction}` };
}

/** A search term for ILIKE: its own % and _ match themselves. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A search term that looks like a phone number as a pattern of its digits, matching a stored E.164 number however it is written; otherwise none. */
export function phoneDigitsPattern(q: string): string | undefined {
  return /^[+\d\s().-]+$/.test(q) ? `%${q.replace(/\D/g, '')}%` : undefined;
}

/** An optional query parameter naming a row by id (`?userId=12`): a positive whole number that fits an integer column. */
export function OptionalIdQuery(field: string, description: string) {
  const message = `${field} must be a positive whole number`;
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', description, minimum: 1, maximum: MAX_ID }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    Max(MAX_ID, { message }),
  );
}
