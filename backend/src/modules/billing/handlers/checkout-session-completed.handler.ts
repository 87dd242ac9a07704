import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppException } from '../../../common/errors/app.exception';
import { BillingCheckout } from '../billing-checkout.entity';
import { CheckoutService } from '../checkout.service';
import type { ProviderEvent } from '../providers/payment-provider';
import { BillingEventHandler, objectId } from './billing-event-handler';

/** checkout.session.completed: the redirect checkout's subscription becomes the plan, even if the browser never returns. */
@Injectable()
export class CheckoutSessionCompletedHandler implements BillingEventHandler {
  readonly types = ['checkout.session.completed'];
  private readonly logger = new Logger(CheckoutSessionCompletedHandler.name);

  constructor(private readonly checkout: CheckoutService) {}

  async handle(tx: EntityManager, event: ProviderEvent): Promise<void> {
    const checkout = await tx.findOne(BillingCheckout, { checkoutSessionId: objectId(event) }, { populate: ['user'] });
    if (!checkout) return this.logger.warn(`${event.id}: checkout session ${objectId(event)} was not started here`);
    try {
      await this.checkout.completeCheckoutSession(tx, checkout, event.id);
    } catch (error) {
      // A session that does not sell what we recorded is refused for good: retrying would not change the answer.
      if (!(error instanceof AppException)) throw error;
      this.logger.error(`${event.id}: checkout session ${objectId(event)} not granted: ${error.message}`);
    }
  }
}
