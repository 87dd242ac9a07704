import { Inject, Injectable, Logger } from '@nestjs/common';
import { CronExpression } from '@nestjs/schedule';
import { Scheduled } from '../../../../jobs/scheduled';
import type { ClockScope } from '@receptionists/payments-sandbox';
import { paymentsConfig, PaymentsConfig } from '../../../../config';
import { SandboxPaymentProvider } from './sandbox-payment.provider';
import { runScheduled } from '../../../../common/logging/log-context';

/**
 * The worker's clock for the payment sandbox: every minute it plays what is due (trial notices and ends, renewals,
 * payment retries, cancellations at period end) through the package's SandboxRenewals. Any number of workers may run it
 * at once: a subscription is charged once.
 */
@Injectable()
export class SandboxClock {
  private readonly logger = new Logger(SandboxClock.name);
  private running = false;

  constructor(
    private readonly sandbox: SandboxPaymentProvider,
    @Inject(paymentsConfig.KEY) private readonly payments: PaymentsConfig,
  ) {}

  @Scheduled(CronExpression.EVERY_MINUTE, 'sandbox-clock')
  async tick(): Promise<void> {
    if (this.payments.provider !== 'sandbox' || this.running) return;
    this.running = true;
    try {
      const steps = await runScheduled('sandbox-clock', () => this.advance(this.sandbox.time()));
      if (steps > 0) this.logger.log(`sandbox clock: ${steps} subscription change(s)`);
    } catch (error) {
      this.logger.error('sandbox clock run failed', error instanceof Error ? error.stack : String(error));
    } finally {
      this.running = false;
    }
  }

  /** Plays everything due up to `now` (tests pass a future date); returns how many steps it took. */
  async advance(now: Date, scope: ClockScope = {}): Promise<number> {
    const { steps, failures } = await this.sandbox.renewals.advance(now, scope);
    for (const { subscriptionId, error } of failures) {
      this.logger.error(`sandbox clock step failed for ${subscriptionId}`, error instanceof Error ? error.stack : String(error));
    }
    return steps;
  }
}
