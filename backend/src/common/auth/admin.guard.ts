import { ExecutionContext, Injectable } from '@nestjs/common';
import { appError } from '../errors/app.exception';
import { COMMON_ERRORS } from '../errors/common.errors';
import { AuthenticatedRequest } from './authenticated-request';
import { SessionGuard } from './session.guard';

/** Administrators only: 401 when signed out, 403 for a signed-in customer. */
@Injectable()
export class AdminGuard extends SessionGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (request.currentUser.role !== 'admin') throw appError(COMMON_ERRORS.FORBIDDEN);
    return true;
  }
}
