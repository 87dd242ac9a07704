import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { columnsOf, queryPrepared } from '../../database/prepared-statements';
import { Row, rowFields } from '../../database/row-fields';
import { User } from './user.entity';
import { ACCOUNT_PLAN_JOIN, accountPlanOf } from '../billing/customer-plans';
import { appError } from '../../common/errors/app.exception';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { requestSessionOf, SessionsService, SIGNED_IN_SESSION_JOIN } from '../auth/sessions.service';
import { AuthenticatedRequest } from './authenticated-request';

/**
 * Lets signed-in users through (401 otherwise) and loads them, reading the session cookie itself: a request without it
 * does no session work (docs/architecture.md#how-a-signed-in-request-is-served).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  private signedInByToken?: string;

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const tokenHash = this.sessions.tokenHashOf(request);
    const [found] = tokenHash ? await queryPrepared<Row>(this.em, this.statement(), [tokenHash]) : [];
    if (!found) throw appError(COMMON_ERRORS.UNAUTHENTICATED);
    const { session, touchDue, rest } = requestSessionOf(found, tokenHash!);
    const { plan, rest: row } = accountPlanOf(rest);
    request.signedInSession = session;
    request.signedInUser = Object.freeze({ ...rowFields(this.em, User, row), plan });
    // Managing the user as an entity took a tenth of a signed-in read's CPU: only handlers that ask for it pay for it.
    let managed: User | undefined;
    request.managedUser = () => (managed ??= this.em.map(User, { ...row }));
    if (touchDue) await this.sessions.touch(request, context.switchToHttp().getResponse<Response>(), session);
    return true;
  }

  /**
   * Every signed-in request runs this one prepared statement: the live session of the cookie's token with its user and
   * the user's plan (billing's read model says how).
   */
  private statement(): string {
    this.signedInByToken ??= `select ${columnsOf(this.em, User, 'users')}, ${ACCOUNT_PLAN_JOIN.columns}, ${SIGNED_IN_SESSION_JOIN.columns} from ${SIGNED_IN_SESSION_JOIN.from} ${ACCOUNT_PLAN_JOIN.join} where ${SIGNED_IN_SESSION_JOIN.where}`;
    return this.signedInByToken;
  }
}
