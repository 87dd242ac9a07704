import { HttpStatus } from '@nestjs/common';

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

/** One catalogue per feature: `const ERRORS = defineErrors({ NOT_FOUND: { ... } })`, then `throw appError(ERRORS.NOT_FOUND)`. */
export function defineErrors<K extends string>(catalogue: Record<K, ErrorDefinition>): Record<K, ErrorDefinition> {
  return catalogue;
}

export function appError(definition: ErrorDefinition, errors?: Record<string, string>): AppException {
  return new AppException(definition.status, definition.code, definition.message, errors);
}
