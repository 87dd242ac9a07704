import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { BillingEventsInbox } from './billing-events.inbox';
import { BILLING_ERRORS } from './billing.errors';
import { WebhookReceiptDto } from './dto/billing-summary.dto';
import { InvalidWebhookSignature, PAYMENT_PROVIDER, PaymentProvider } from './providers/payment-provider';

/** Verify, record, enqueue, answer: the work happens in the worker, so the provider gets its 2xx at once. */
@Injectable()
export class BillingWebhooksService {
  private readonly logger = new Logger(BillingWebhooksService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly inbox: BillingEventsInbox,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReceiptDto> {
    let event;
    try {
      event = this.provider.constructWebhookEvent(rawBody ?? Buffer.alloc(0), signature);
    } catch (error) {
      if (!(error instanceof InvalidWebhookSignature)) throw error;
      this.logger.warn(error.message);
      throw appError(BILLING_ERRORS.INVALID_SIGNATURE);
    }
    const recorded = await this.inbox.record(this.em, event);
    return recorded ? { received: true } : { received: true, duplicate: true };
  }
}
