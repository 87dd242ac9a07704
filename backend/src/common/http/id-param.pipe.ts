import { Param, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { appError } from '../errors/app.exception';
import { COMMON_ERRORS } from '../errors/common.errors';
import { ApiErrors } from './api-errors.decorator';

export const MAX_ID = 2_147_483_647; // PostgreSQL's integer: a larger id would fail in the database, not here

/** A positive whole number that fits an integer column, else a 400 that says so. */
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_ID)) throw appError(COMMON_ERRORS.INVALID_ID);
    return id;
  }
}

/** `@IdParam() id: number`: the path's `{id}` through IdParamPipe, documented as the integer it is with the pipe's 400. */
export function IdParam(name = 'id'): ParameterDecorator {
  return (target, key, index) => {
    Param(name, IdParamPipe)(target, key!, index);
    const descriptor = Object.getOwnPropertyDescriptor(target, key!)!;
    ApiParam({ name, schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })(target, key!, descriptor);
    ApiErrors(COMMON_ERRORS.INVALID_ID)(target, key!, descriptor);
  };
}
