import { type HttpStatus } from '@nestjs/common';

/** An error a client may see: `code` is for programs (e.g. RECEPTIONISTS.LIMIT_REACHED), `message` for people. */
export class AppException extends Error {
  constructor(
    readonly status: HttpStatus,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppException';
  }
}

export interface ErrorDefinition {
  status: HttpStatus;
  code: string;
  message: string;
}

/** A catalogue entry: fixed, or built when thrown from what only the code knows (a configured number of days). */
type ErrorEntry = ErrorDefinition | ((...args: never[]) => ErrorDefinition);

/**
 * One catalogue per feature: `const ERRORS = defineErrors({ NOT_FOUND: { ... } })`, then `throw appError(ERRORS.NOT_FOUND)`
 * (or `appError(ERRORS.REMOVED(days))` for an entry that is a function).
 */
export function defineErrors<C extends Record<string, ErrorEntry>>(catalogue: C): C {
  return catalogue;
}

export function appError(definition: ErrorDefinition, errors?: Record<string, string>): AppException {
  return new AppException(definition.status, definition.code, definition.message, errors);
}
