import { Module } from '@nestjs/common';
import { paymentsConfig, PaymentsConfig } from '../../config';
import { BillingEventsInbox } from './billing-events.inbox';
import { CheckoutService } from './checkout.service';
import { PaymentLedger } from './payment-ledger.service';
import { PriceBook } from './price-book';
import { PAYMENT_PROVIDER } from './providers/payment-provider';
import { SandboxPaymentProvider } from './providers/sandbox/sandbox-payment.provider';
import { StripePaymentProvider } from './providers/stripe/stripe-payment.provider';
import { SubscriptionSync } from './subscription-sync.service';
import { SubscriptionsService } from './subscriptions.service';

/** Billing's services for both processes. The provider is Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
@Module({
  providers: [
    PriceBook,
    BillingEventsInbox,
    SandboxPaymentProvider,
    {
      provide: PAYMENT_PROVIDER,
      inject: [paymentsConfig.KEY, SandboxPaymentProvider],
      useFactory: (config: PaymentsConfig, sandbox: SandboxPaymentProvider) => (config.provider === 'stripe' ? new StripePaymentProvider(config) : sandbox),
    },
    SubscriptionSync,
    CheckoutService,
    SubscriptionsService,
    PaymentLedger,
  ],
  exports: [PriceBook, BillingEventsInbox, SandboxPaymentProvider, PAYMENT_PROVIDER, SubscriptionSync, CheckoutService, SubscriptionsService, PaymentLedger],
})
export class BillingCoreModule {}
