import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../../jobs/queues';
import { BillingCoreModule } from './billing-core.module';
import { BillingEventsProcessor } from './billing-events.processor';
import { BILLING_EVENT_HANDLERS, BillingEventHandler } from './handlers/billing-event-handler';
import { CheckoutSessionCompletedHandler } from './handlers/checkout-session-completed.handler';
import { InvoiceEvents } from './handlers/invoice-events';
import { InvoicePaidHandler } from './handlers/invoice-paid.handler';
import { InvoicePaymentFailedHandler } from './handlers/invoice-payment-failed.handler';
import { PaymentIntentHandler } from './handlers/payment-intent.handler';
import { SubscriptionChangedHandler } from './handlers/subscription-changed.handler';
import { TrialWillEndHandler } from './handlers/trial-will-end.handler';
import { SandboxClock } from './providers/sandbox/sandbox-clock.job';

const HANDLERS = [
  SubscriptionChangedHandler,
  CheckoutSessionCompletedHandler,
  TrialWillEndHandler,
  InvoicePaidHandler,
  InvoicePaymentFailedHandler,
  PaymentIntentHandler,
];

/** The worker's side: the billing-events processor with one handler per event type, and the sandbox's clock. */
@Module({
  imports: [BillingCoreModule, BullModule.registerQueue({ name: QUEUES.billingEvents })],
  providers: [
    ...HANDLERS,
    InvoiceEvents,
    { provide: BILLING_EVENT_HANDLERS, inject: HANDLERS, useFactory: (...handlers: BillingEventHandler[]) => handlers },
    BillingEventsProcessor,
    SandboxClock,
  ],
})
export class BillingWorkerModule {}
