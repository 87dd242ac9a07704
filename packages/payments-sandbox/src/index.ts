// The payment sandbox's public parts (docs/billing.md#the-payment-sandbox-package). What is not listed here is the
// emulator's own business: its hosts see Stripe's shapes, the ports they implement and the operations they call.

// Stripe-shaped documents, typed against the stripe package, and the events they travel in.
export type {
  CheckoutSessionDoc,
  CustomerDoc,
  DocOf,
  InvoiceDoc,
  PaymentIntentDoc,
  PaymentMethodDoc,
  RefundDoc,
  SandboxDoc,
  SandboxPrice,
  SandboxType,
  SetupIntentDoc,
  SubscriptionDoc,
} from './sandbox-documents';
export { API_VERSION, itemOf, randomId } from './sandbox-documents';
export type { SandboxEvent } from './sandbox-store';

// The ports its host implements: persistence (objects, events, due subscriptions) and the idempotency store.
export type { DueSubscriptions, SandboxDatabase, SandboxRows } from './sandbox-store';
export { idempotent, type IdempotencyStore, type StoredRequest } from './sandbox-idempotency';

// The clock, and what it moves: renewals, payment retries, trial notices and ends.
export { fromUnix, type SandboxTime, unix, wallClock } from './sandbox-clock';
export { type ClockScope, type RenewalsRun, SandboxRenewals } from './sandbox-renewals';

// The operations: the payment port's writes and reads, and what the browser does on Stripe's pages.
export {
  checkoutSessionAt,
  type NewCheckoutSession,
  type NewCustomer,
  type NewSubscription,
  type SandboxCheckoutPage,
  SandboxPayments,
  type SubscriptionStart,
} from './sandbox-payments';
export type { SandboxSettings } from './sandbox-billing';
export { SandboxCardError, SandboxRefusal, type SandboxRefusalCode } from './sandbox-errors';

// Test cards and their checks, billing periods and proration, the hosted invoice page.
export { CARD_MESSAGES, CARD_VALIDATION_CODES, cardFingerprint, type CardInput } from './sandbox-cards';
export { addIntervals, DAY_SECONDS, type Interval, prorate } from './sandbox-proration';
export { renderInvoiceHtml } from './sandbox-invoice.html';
