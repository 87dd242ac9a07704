import { METHOD_METADATA } from '@nestjs/common/constants';
import { DECORATORS } from '@nestjs/swagger';
import { type ErrorDefinition } from '../errors/app.exception';

/** An error an operation may answer, as its catalogue defines it, and when it happens if the message does not say. */
export interface DocumentedError extends ErrorDefinition {
  when?: string;
  /** Sent with Retry-After (a ThrottledException); every 429 is. */
  retryAfter?: true;
}

/** The OpenAPI extension that carries an operation's errors until openapi.ts turns them into responses. */
export const ERRORS_EXTENSION = 'x-errors';

/**
 * Documents errors an operation answers, straight from the feature's catalogue, so the document names each `code` and
 * its message. On a method it documents that operation; on a controller, every operation in it. Decorators that apply
 * a guard or pipe (SignedIn, AdminOnly, IdParam) document that guard's or pipe's errors with this, so they cannot drift.
 */
export function ApiErrors(...errors: DocumentedError[]): MethodDecorator & ClassDecorator {
  const decorate = (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    if (descriptor) return addErrors(descriptor.value as object, errors);
    const prototype = (target as { prototype: Record<string, unknown> }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method = Object.getOwnPropertyDescriptor(prototype, name)?.value as object | undefined;
      if (name !== 'constructor' && typeof method === 'function' && Reflect.hasMetadata(METHOD_METADATA, method)) addErrors(method, errors);
    }
  };
  return decorate as MethodDecorator & ClassDecorator;
}

/** Appends to the method's extension (ApiExtension would replace it, and a class-level list must add to the method's). */
function addErrors(method: object, errors: DocumentedError[]): void {
  const extensions = (Reflect.getMetadata(DECORATORS.API_EXTENSION, method) as Record<string, unknown> | undefined) ?? {};
  const existing = (extensions[ERRORS_EXTENSION] as DocumentedError[] | undefined) ?? [];
  const added = errors.map(({ status, code, message, when, retryAfter }) => ({
    status,
    code,
    message,
    ...(when ? { when } : {}),
    ...(retryAfter ? { retryAfter } : {}),
  }));
  Reflect.defineMetadata(DECORATORS.API_EXTENSION, { ...extensions, [ERRORS_EXTENSION]: [...existing, ...added] }, method);
}
