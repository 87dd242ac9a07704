import { PipeTransform } from '@nestjs/common';
import { appError } from '../errors/app.exception';
import { COMMON_ERRORS } from '../errors/common.errors';

const MAX_ID = 2_147_483_647; // PostgreSQL's integer: a larger id would fail in the database, not here

/** `@Param('id', IdParamPipe)`: a positive whole number that fits an integer column, else a 400 that says so. */
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_ID)) throw appError(COMMON_ERRORS.INVALID_ID);
    return id;
  }
}
