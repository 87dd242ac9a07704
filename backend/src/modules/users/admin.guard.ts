import { ExecutionContext, Injectable } from '@nestjs/common';
import { appError } from '../../common/errors/app.exception';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { AuthenticatedRequest } from './authenticated-request';
import { SessionGuard } from './session.guard';

/**
 * Administrators only: 401 when signed out, 403 for anyone else. The session must also come from the admin sign-in,
 * so administrator rights always run under the administrators' shorter session lifetimes.
 */
@Injectable()
export class AdminGuard extends SessionGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (request.signedInUser.role !== 'admin' || request.signedInSession.kind !== 'admin') throw appError(COMMON_ERRORS.FORBIDDEN);
    return true;
  }
}
