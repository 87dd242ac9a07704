import type { Request } from 'express';
import type { AccountPlan } from '../billing/customer-plans';
import type { RequestSession } from '../auth/sessions.service';
import type { User } from './user.entity';

/** A signed-in user's fields as plain data: what handlers that only read them need. */
export type UserFields = Readonly<User>;

/** The signed-in user's fields and plan: the session guard reads both in one statement. */
export type SignedInFields = UserFields & { readonly plan: AccountPlan };

/** A request after SessionGuard: the signed-in user is loaded once. */
export interface AuthenticatedRequest extends Request {
  /** The user as an entity managed in the request's ORM context, mapped on the first call: for handlers that change it. */
  managedUser(): User;
  /** The user's fields, without an entity: for handlers and guards that only read them. */
  signedInUser: SignedInFields;
  /** The session the request came with: its public id and kind. */
  signedInSession: RequestSession;
}
