import { CanActivate, ExecutionContext, Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { columnsOf, queryPrepared } from '../../database/prepared-statements';
import { Row, rowFields } from '../../database/row-fields';
import { User } from './user.entity';
import { ACCOUNT_PLAN_JOIN, accountPlanOf } from '../billing/customer-plans';
import { appError } from '../../common/errors/app.exception';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { AuthenticatedRequest, type SignedInFields, sessionUserId } from './authenticated-request';
import { isSessionPastAbsoluteLifetime, sessionData } from '../../common/auth/session-policy';
import type { ChangeTrackedCache } from '../../database/change-tracked-cache';
import { TableChanges } from '../../database/table-changes.service';

/** A signed-in user as every request needs them, read once and kept while no change to their row is heard. */
interface LoadedUser {
  fields: SignedInFields;
  row: Row;
}

/** Lets signed-in users through (401 otherwise) and loads them; a session past its lifetime or whose user is gone is ended. */
@Injectable()
export class SessionGuard implements CanActivate {
  private userById?: string;
  private readonly users?: ChangeTrackedCache<LoadedUser>;

  constructor(
    private readonly em: EntityManager,
    // The api's (ApiDatabaseModule); the worker, whose modules declare the same controllers, serves no request.
    @Optional() changes?: TableChanges,
  ) {
    // One cache per process, whichever module's guard asks (docs/operations-request-cost.md#the-session-cache).
    this.users = changes?.cache<LoadedUser>({ name: 'signed-in-users', tables: ['users', 'subscriptions'] });
  }

  /** Synchronous for a user served from memory (most signed-in requests); a promise when they must be read. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = sessionUserId(request);
    const expired = userId !== undefined && isSessionPastAbsoluteLifetime(sessionData(request));
    const kept = userId === undefined || expired ? undefined : this.users?.hit(String(userId));
    if (kept) return this.admit(request, kept);
    return (async () => this.admit(request, userId === undefined || expired ? undefined : await this.cachedUser(userId)))();
  }

  private async refuse(request: AuthenticatedRequest): Promise<never> {
    if (sessionUserId(request) !== undefined) await new Promise<void>((resolve) => request.session.destroy(() => resolve()));
    throw appError(COMMON_ERRORS.UNAUTHENTICATED);
  }

  private admit(request: AuthenticatedRequest, loaded: LoadedUser | undefined): true | Promise<never> {
    if (!loaded) return this.refuse(request);
    request.signedInUser = loaded.fields;
    // Managing the user as an entity took a tenth of a signed-in read's CPU: only handlers that ask for it pay for it.
    let managed: User | undefined;
    request.managedUser = () => (managed ??= this.em.map(User, { ...loaded.row }));
    return true;
  }

  private cachedUser(id: number): Promise<LoadedUser | undefined> {
    return this.users ? this.users.load(String(id), () => this.loadUser(id)) : this.loadUser(id);
  }

  /**
   * Every signed-in request runs this: one prepared statement (findOne's query building was a fifth of the request's
   * CPU), which joins the user's plan (billing's read model says how) rather than asking for it in a second query.
   */
  private async loadUser(id: number): Promise<LoadedUser | undefined> {
    this.userById ??= `select ${columnsOf(this.em, User, 'users')}, ${ACCOUNT_PLAN_JOIN.columns} from users ${ACCOUNT_PLAN_JOIN.join} where users.id = $1`;
    const [found] = await queryPrepared<Row>(this.em, this.userById, [id]);
    if (!found) return undefined;
    const { plan, rest: row } = accountPlanOf(found);
    return { fields: Object.freeze({ ...rowFields(this.em, User, row), plan }), row };
  }
}
