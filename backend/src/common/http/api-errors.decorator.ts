import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.dto';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `errors` maps each field to its message',
  401: 'Not signed in',
  402: 'The payment did not go through (declined card, unfinished payment); `message` says why',
  403: 'Not allowed (wrong role, or a cross-origin request)',
  404: 'Not found',
  409: 'Conflicts with existing data',
  413: 'Body too large',
  416: 'The requested range is outside the file; Content-Range gives its size',
  429: 'Too many attempts; try again after the seconds in Retry-After',
  503: 'A dependency is down',
};

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds until the limit frees up', schema: { type: 'integer', minimum: 1 } } };

/** Documents the error responses of a route, all with the one error body (a 429 also with its Retry-After header). */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', type: ErrorBodyDto, ...(status === 429 ? { headers: RETRY_AFTER } : {}) }),
    ),
  );
}
