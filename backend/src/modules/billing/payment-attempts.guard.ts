import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthenticatedRequest } from '../../common/auth/authenticated-request';
import { RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { BILLING_ERRORS } from './billing.errors';

/** Each checkout creates objects at the provider and each card attempt asks an issuer: 30 an hour per customer is plenty. */
const perCustomer = (userId: number): RateLimit[] => [{ key: `payments:user:${userId}`, limit: 30, windowSeconds: 60 * 60 }];

/** Throttles starting checkouts and trying cards (card testing), per signed-in customer; runs after SessionGuard. */
@Injectable()
export class PaymentAttemptsGuard implements CanActivate {
  constructor(private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limits = perCustomer(context.switchToHttp().getRequest<AuthenticatedRequest>().signedInUser.id);
    await this.limiter.enforce(limits, BILLING_ERRORS.THROTTLED);
    return true;
  }
}
