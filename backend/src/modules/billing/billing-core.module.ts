import { Logger, Module } from '@nestjs/common';
import { paymentsConfig, PaymentsConfig } from '../../config';
import { SANDBOX_IN_PRODUCTION_WARNING } from '../../config/payments.config';
import { BillingEventsInbox } from './billing-events.inbox';
import { CustomerPlansModule } from './customer-plans.module';
import { CheckoutService } from './checkout.service';
import { PaymentLedger } from './payment-ledger.service';
import { PriceBook } from './price-book';
import { PAYMENT_PROVIDER } from './providers/payment-provider';
import { SandboxPaymentProvider } from './providers/sandbox/sandbox-payment.provider';
import { SubscriptionSync } from './subscription-sync.service';
import { SubscriptionsService } from './subscriptions.service';

/** Billing's services for both processes. The provider is PAYMENTS_PROVIDER's, else Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
@Module({
  imports: [CustomerPlansModule],
  providers: [
    PriceBook,
    BillingEventsInbox,
    SandboxPaymentProvider,
    {
      provide: PAYMENT_PROVIDER,
      inject: [paymentsConfig.KEY, SandboxPaymentProvider],
      useFactory: async (config: PaymentsConfig, sandbox: SandboxPaymentProvider) => {
        // Stripe's SDK (over 200 modules) is loaded only by the processes that use it.
        if (config.provider === 'stripe') return new (await import('./providers/stripe/stripe-payment.provider')).StripePaymentProvider(config);
        // Both processes build this provider, so the api and the worker each say it at start-up.
        if (config.sandboxInProduction) new Logger('Payments').error(SANDBOX_IN_PRODUCTION_WARNING);
        return sandbox;
      },
    },
    SubscriptionSync,
    CheckoutService,
    SubscriptionsService,
    PaymentLedger,
  ],
  exports: [
    CustomerPlansModule,
    PriceBook,
    BillingEventsInbox,
    SandboxPaymentProvider,
    PAYMENT_PROVIDER,
    SubscriptionSync,
    CheckoutService,
    SubscriptionsService,
    PaymentLedger,
  ],
})
export class BillingCoreModule {}
