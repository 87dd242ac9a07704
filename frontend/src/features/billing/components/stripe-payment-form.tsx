import LockRounded from '@mui/icons-material/LockRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeError } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { PAYMENT_FAILED_FALLBACK, type PaymentFormProps } from './payment-form-props';

const UNPAYABLE_INTENT = new Set(['payment_intent_unexpected_state', 'setup_intent_unexpected_state']);

// One Stripe.js per publishable key for the life of the page (loadStripe injects Stripe's script once).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** Where Stripe sends the browser back when a payment method needs a redirect (the page confirms from there). */
function returnUrl(checkout: PaymentFormProps['checkout']): string {
  const url = new URL('/checkout', window.location.origin);
  url.searchParams.set('plan', checkout.planId);
  url.searchParams.set('period', checkout.period);
  return url.toString();
}

function PaymentElementForm({ checkout, submitLabel, processing, footnote, onSubmitted, onConfirmed, onFailed }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  // An intent in the wrong state (cancelled when a newer checkout replaced it) can no longer be paid: start over.
  const failed = (error: StripeError) => onFailed(error.message ?? PAYMENT_FAILED_FALLBACK, UNPAYABLE_INTENT.has(error.code ?? ''));

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    onSubmitted();
    try {
      const confirmParams = { return_url: returnUrl(checkout) };
      if (checkout.intentKind === 'setup') {
        const result = await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams });
        if (result.error) failed(result.error);
        else onConfirmed({ intentId: result.setupIntent.id, status: result.setupIntent.status });
      } else {
        const result = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams });
        if (result.error) failed(result.error);
        else onConfirmed({ intentId: result.paymentIntent.id, status: result.paymentIntent.status });
      }
    } catch {
      onFailed(PAYMENT_FAILED_FALLBACK);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={pay} spacing={2.5} aria-label="Card details">
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        startIcon={<LockRounded />}
        loading={processing}
        loadingPosition="start"
        disabled={!stripe || !ready}
      >
        {processing ? 'Processing...' : submitLabel}
      </Button>
      {footnote && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {footnote}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Stripe's Payment Element, in its own chunk: Stripe.js is loaded only on the checkout page, only with Stripe
 * configured. The card never touches our servers; Stripe confirms the intent and the page then asks our server.
 */
export default function StripePaymentForm(props: PaymentFormProps) {
  const theme = useTheme();
  const publishableKey = props.checkout.publishableKey;
  if (!publishableKey) {
    return (
      <Typography role="alert" color="error">
        Card payments are not configured. Please contact support.
      </Typography>
    );
  }
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: props.checkout.clientSecret,
        appearance: {
          theme: theme.palette.mode === 'dark' ? 'night' : 'stripe',
          variables: { colorPrimary: theme.palette.primary.main, borderRadius: '10px', fontFamily: theme.typography.fontFamily },
        },
      }}
    >
      <PaymentElementForm {...props} />
    </Elements>
  );
}
