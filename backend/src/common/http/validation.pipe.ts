import { type ValidationError, ValidationPipe } from '@nestjs/common';
import { appError } from '../errors/app.exception';
import { COMMON_ERRORS } from '../errors/common.errors';

/** Unknown fields are dropped (never applied); the first message of each field is reported; `message` is the first of them. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (validationErrors: ValidationError[]) => {
      const errors = flattenValidationErrors(validationErrors);
      const first = Object.values(errors)[0];
      return appError({ ...COMMON_ERRORS.VALIDATION_FAILED, message: first ?? COMMON_ERRORS.VALIDATION_FAILED.message }, errors);
    },
  });
}

export function flattenValidationErrors(validationErrors: ValidationError[], parent = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of validationErrors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) result[path] = messages[0];
    Object.assign(result, flattenValidationErrors(error.children ?? [], path));
  }
  return result;
}
