import { Injectable } from '@nestjs/common';
import { CronExpression } from '@nestjs/schedule';
import { runScheduled } from '../../common/logging/log-context';
import { Scheduled } from '../../jobs/scheduled';
import { ForwardingChecksService } from './forwarding-checks.service';

/** Every minute in the worker: a forwarding check still calling past its minutes found nothing (idempotent). */
@Injectable()
export class ForwardingCheckTimeoutsJob {
  constructor(private readonly checks: ForwardingChecksService) {}

  @Scheduled(CronExpression.EVERY_MINUTE, 'forwarding-check-timeouts')
  async scheduled(): Promise<void> {
    await runScheduled('forwarding-check-timeouts', () => this.checks.expire());
  }
}
