import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { limitedAddress } from '../../common/rate-limit/client-address';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { AppConfig, appConfig } from '../../config';
import { AUTH_ERRORS } from './auth.errors';

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
    const limits = [{ key: `register:ip:${limitedAddress(ip)}`, limit: this.app.registerLimitPerHour, windowSeconds: 60 * 60 }];
    await this.limiter.enforce(limits, AUTH_ERRORS.REGISTER_THROTTLED);
    return true;
  }
}
