import type { Request } from 'express';
import type { User } from '../../modules/users/user.entity';

/** A request after SessionGuard: the signed-in user is loaded once, in the request's ORM context. */
export interface AuthenticatedRequest extends Request {
  currentUser: User;
}

/** What the session keeps: passport's user id, nothing else about the user. */
export function sessionUserId(request: Request): number | undefined {
  const id = (request.session as unknown as { passport?: { user?: unknown } } | undefined)?.passport?.user;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}
