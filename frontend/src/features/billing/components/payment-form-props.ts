import type { ReactNode } from 'react';
import type { SubscriptionCheckout } from '../api/create-subscription';

/** The intent the provider's card form confirmed, as the provider reported it. */
export interface ConfirmedIntent {
  intentId: string;
  status: string;
}

/** What the checkout page gives either card form (the sandbox's or Stripe's Payment Element). */
export interface PaymentFormProps {
  checkout: SubscriptionCheckout;
  submitLabel: string;
  processing: boolean;
  footnote?: ReactNode;
  /** The card was submitted: the page shows it is processing. */
  onSubmitted: () => void;
  onConfirmed: (intent: ConfirmedIntent) => void;
  /**
   * The provider refused the card (its message) or could not be reached. `restart`: this checkout can no longer be
   * paid (cancelled or gone), so trying again needs a new one.
   */
  onFailed: (message: string, restart?: boolean) => void;
}

/** docs/product.md#the-products-messages-are-fixed-texts: the fallback when the provider gives no message. */
export const PAYMENT_FAILED_FALLBACK = 'Payment failed. Please try again.';
