import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { describeLimit, RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { AppConfig, appConfig } from '../../config';
import { DEFAULT_REGISTER_LIMIT_PER_HOUR } from '../../config/app.config';
import { AUTH_ERRORS } from './auth.errors';
import { registrationLimits } from './auth-throttles';

/**
 * Sign-ups per client address an hour (REGISTER_LIMIT_PER_HOUR, 20 by default): more than an office signing up its
 * people, far fewer than a script creating accounts. Every attempt counts, so probing which e-mails exist is capped too.
 */
@Injectable()
export class RegistrationThrottleGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const ip = context.switchToHttp().getRequest<Request>().ip;
    await this.limiter.enforce(registrationLimits(ip, this.app.registerLimitPerHour), AUTH_ERRORS.REGISTER_THROTTLED);
    return true;
  }
}

/** Applies RegistrationThrottleGuard and documents its 429 with the limit. */
export function ThrottleRegistrations() {
  const limit = describeLimit({ limit: DEFAULT_REGISTER_LIMIT_PER_HOUR, windowSeconds: 60 * 60 }, 'sign-ups per address');
  return applyDecorators(
    UseGuards(RegistrationThrottleGuard),
    ApiErrors({ ...AUTH_ERRORS.REGISTER_THROTTLED, when: `${limit} (REGISTER_LIMIT_PER_HOUR), every attempt counted` }),
  );
}
