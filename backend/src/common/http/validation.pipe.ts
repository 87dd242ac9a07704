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

/** Each field's first message by its dotted path, parents first; walked without recursion, as deep as the body nests. */
export function flattenValidationErrors(validationErrors: ValidationError[]): Record<string, string> {
  const result: Record<string, string> = {};
  // Reversed onto a stack, so they come off in their own order, each error before its children.
  const pending = validationErrors.map((error) => ({ error, parent: '' })).reverse();
  while (pending.length > 0) {
    const { error, parent } = pending.pop()!;
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) result[path] = messages[0];
    const children = error.children ?? [];
    for (let index = children.length - 1; index >= 0; index--) pending.push({ error: children[index], parent: path });
  }
  return result;
}
