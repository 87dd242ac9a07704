import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type AuthenticatedRequest } from './authenticated-request';

/** The user SessionGuard (or AdminGuard) loaded for this request, as a managed entity: for handlers that change it. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().managedUser();
});

/** The same user's fields as plain data, for handlers that only read them (cheaper: no entity to manage). */
export const SignedInUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().signedInUser;
});
