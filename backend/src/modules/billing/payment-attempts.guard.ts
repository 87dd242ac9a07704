import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { AuthenticatedRequest } from '../users/authenticated-request';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { describeLimit, LimitRule, RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { BILLING_ERRORS } from './billing.errors';

/** Each checkout creates objects at the provider and each card attempt asks an issuer: 30 an hour per customer is plenty. */
const PER_CUSTOMER: LimitRule = { limit: 30, windowSeconds: 60 * 60, whileRedisDown: 'allow' };
const perCustomer = (userId: number): RateLimit[] => [{ key: `payments:user:${userId}`, ...PER_CUSTOMER }];

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

/** Applies PaymentAttemptsGuard (after SignedIn) and documents its 429 with the limit. */
export function ThrottlePaymentAttempts() {
  return applyDecorators(
    UseGuards(PaymentAttemptsGuard),
    ApiErrors({
      ...BILLING_ERRORS.THROTTLED,
      when: `${describeLimit(PER_CUSTOMER, 'checkouts, card attempts and billing links per customer')}, counted together`,
    }),
  );
}
