import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { columnsOf, queryPrepared } from '../../database/prepared-statements';
import { Row, rowFields } from '../../database/row-fields';
import { User } from './user.entity';
import { ACCOUNT_PLAN_JOIN, accountPlanOf } from '../billing/customer-plans';
import { appError } from '../../common/errors/app.exception';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { AuthenticatedRequest, sessionUserId } from './authenticated-request';
import { isSessionPastAbsoluteLifetime, sessionData } from '../../common/auth/session-policy';

/** Lets signed-in users through (401 otherwise) and loads them; a session past its lifetime or whose user is gone is ended. */
@Injectable()
export class SessionGuard implements CanActivate {
  private userById?: string;

  constructor(private readonly em: EntityManager) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = sessionUserId(request);
    const expired = userId !== undefined && isSessionPastAbsoluteLifetime(sessionData(request));
    const loaded = userId === undefined || expired ? null : await this.loadUser(userId);
    if (!loaded) {
      if (userId !== undefined) await new Promise<void>((resolve) => request.session.destroy(() => resolve()));
      throw appError(COMMON_ERRORS.UNAUTHENTICATED);
    }
    const { plan, rest: row } = accountPlanOf(loaded);
    request.signedInUser = { ...rowFields(this.em, User, row), plan };
    // Managing the user as an entity took a tenth of a signed-in read's CPU: only handlers that ask for it pay for it.
    let managed: User | undefined;
    request.managedUser = () => (managed ??= this.em.map(User, row));
    return true;
  }

  /**
   * Every signed-in request runs this: one prepared statement (findOne's query building was a fifth of the request's
   * CPU), which joins the user's plan (billing's read model says how) rather than asking for it in a second query.
   */
  private async loadUser(id: number): Promise<Row | null> {
    this.userById ??= `select ${columnsOf(this.em, User, 'users')}, ${ACCOUNT_PLAN_JOIN.columns} from users ${ACCOUNT_PLAN_JOIN.join} where users.id = $1`;
    const [row] = await queryPrepared<Row>(this.em, this.userById, [id]);
    return row ?? null;
  }
}
