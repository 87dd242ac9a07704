import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { serverErrorCode, serverMessage, serverStatus } from '../../../api/client';
import { useSessionUser } from '../../../api/session';
import { forgetChosenPlan } from '../../../lib/chosen-plan';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/notices/notices-context';
import { formatCents, formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { confirmedNotice, useConfirmSubscription } from '../api/confirm-subscription';
import { useCreateSubscription, type SubscriptionCheckout } from '../api/create-subscription';
import { fetchBilling, holdsPlan, type BillingSummary } from '../api/get-billing';
import { periodFrom, periodUnit, usePlans, type Plan } from '../api/list-plans';
import { AlreadySubscribedPanel } from '../components/already-subscribed-panel';
import { OrderSummary, trialEndDate } from '../components/order-summary';
import { OutcomePanel } from '../components/outcome-panel';
import { TrialRefusedNote } from '../components/trial-refused-note';
import type { ConfirmedIntent, PaymentFormProps } from '../components/payment-form-props';
import { SandboxBanner } from '../components/sandbox-banner';
import { SandboxPaymentForm } from '../components/sandbox-payment-form';
import { redirectCheckoutPath, REQUEST_RECEPTIONIST_PATH, SUBSCRIPTION_TAB } from '../paths';

// Stripe.js and the Payment Element load only here, and only when the server says the provider is Stripe.
const StripePaymentForm = lazy(() => import('../components/stripe-payment-form'));

/** A checkout closed because the customer subscribed meanwhile (in another window): starting another would only be refused. */
const CLOSED_FOR_EXISTING_SUBSCRIPTION = 'Your account already has a subscription, so this checkout was closed.';

/** docs/product.md#screens-that-move-through-states: loading → ready → processing → success | error ('Try Again' → ready). The rest are dead ends. */
type Step =
  | { name: 'loading' }
  | { name: 'ready' }
  | { name: 'processing' }
  | { name: 'success'; billing: BillingSummary }
  /** 'payment': the card was refused, try it (or another) again; 'account': paid, but the plan is not granted yet. */
  | { name: 'error'; kind: 'payment' | 'account'; message: string; intentId?: string; restart?: boolean }
  | { name: 'setup-failed' }
  | { name: 'already-subscribed'; message: string }
  | { name: 'contact-sales' };

/** What Stripe adds to the return address after a payment method that needed a redirect (3-D Secure, bank pages). */
function stripeReturn(params: URLSearchParams): ConfirmedIntent | null {
  const intentId = params.get('payment_intent') ?? params.get('setup_intent');
  const status = params.get('redirect_status');
  return intentId && status ? { intentId, status } : null;
}

export function CheckoutPage() {
  usePageTitle('Checkout');
  const [params] = useSearchParams();
  // Another plan or period is another checkout: the flow starts over.
  return <CheckoutFlow key={`${params.get('plan')}/${params.get('period')}`} />;
}

function CheckoutFlow() {
  const [params] = useSearchParams();
  const planId = params.get('plan');
  const period = periodFrom(params.get('period'));
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useSessionUser();
  const plans = usePlans();
  const plan = plans.data?.find((candidate) => candidate.id === planId);

  // TanStack keeps `mutate` stable across renders.
  const { mutate: createCheckout } = useCreateSubscription();
  const { mutate: confirmPaid } = useConfirmSubscription();
  const [checkout, setCheckout] = useState<SubscriptionCheckout | null>(null);
  const [step, setStep] = useState<Step>({ name: 'loading' });
  const started = useRef(false);

  const leaveFor = useCallback(
    (to: '/pricing' | '/auth') => {
      if (to === '/pricing') notify({ title: 'Invalid plan selection', description: 'Please select a valid subscription plan', variant: 'destructive' });
      else notify({ title: 'Unable to process payment', description: 'Please log in or complete your profile with an email address', variant: 'destructive' });
      void navigate(to, { replace: true });
    },
    [navigate, notify],
  );

  /** Asks the server for a checkout (a new subscription waiting for the card); its failures end here. */
  const start = useCallback(
    (chosen: Plan) => {
      setStep({ name: 'loading' });
      createCheckout(
        { body: { planId: chosen.id, isAnnual: period === 'annual' } },
        {
          onSuccess: (created) => {
            setCheckout(created);
            setStep({ name: 'ready' });
          },
          onError: (error) => {
            const code = serverErrorCode(error);
            if (code === 'BILLING.INVALID_PLAN') return leaveFor('/pricing');
            if (code === 'BILLING.NO_EMAIL') return leaveFor('/auth');
            if (code === 'BILLING.CONTACT_SALES') return setStep({ name: 'contact-sales' });
            if (serverStatus(error) === 409) {
              return setStep({ name: 'already-subscribed', message: serverMessage(error) ?? 'You already have a subscription.' });
            }
            notify({ title: 'Payment Setup Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
            setStep({ name: 'setup-failed' });
          },
        },
      );
    },
    [createCheckout, period, leaveFor, notify],
  );

  /** The card went through at the provider: the server checks that itself and grants the plan (docs/billing.md#the-server-decides). */
  const confirm = useCallback(
    ({ intentId, status }: ConfirmedIntent, forPlan: string) => {
      if (status !== 'succeeded') {
        setStep({ name: 'error', kind: 'payment', message: `Payment status: ${status}. Please try again.` });
        return;
      }
      setStep({ name: 'processing' });
      confirmPaid(
        { body: { paymentIntentId: intentId, planId: forPlan as Plan['id'] } },
        {
          onSuccess: (result) => {
            notify(confirmedNotice(result));
            setStep({ name: 'success', billing: result.billing });
          },
          onError: (error) => {
            const message = serverMessage(error) ?? 'Payment failed. Please try again.';
            if (serverStatus(error) === 402) {
              setStep({ name: 'error', kind: 'payment', message });
              return;
            }
            // Another subscription was recorded first: this one was cancelled (and refunded) by the server.
            if (serverStatus(error) === 409) return setStep({ name: 'already-subscribed', message });
            notify({
              title: 'Payment Processed',
              description: 'Your payment went through, but your account could not be updated. Please contact support.',
              variant: 'warning',
            });
            setStep({ name: 'error', kind: 'account', message, intentId });
          },
        },
      );
    },
    [confirmPaid, notify],
  );

  /**
   * The card form failed. A checkout that can no longer be paid (`restart`) was closed by a newer one: when that one
   * made the customer a subscriber, that is what they need to hear, not "Payment failed" and a Try Again that is refused.
   */
  const fail = useCallback(
    async (message: string, restart?: boolean) => {
      if (restart) {
        const billing = await fetchBilling(queryClient).catch(() => null);
        if (billing?.managedByProvider && holdsPlan(billing)) return setStep({ name: 'already-subscribed', message: CLOSED_FOR_EXISTING_SUBSCRIPTION });
      }
      setStep({ name: 'error', kind: 'payment', message, restart });
    },
    [queryClient],
  );

  // Decide once the catalogue is known: a wrong plan or a user without e-mail leaves; a good plan starts checkout.
  useEffect(() => {
    if (started.current || !user || plans.isPending) return;
    if (plans.isError) {
      started.current = true;
      notify({ title: 'Payment Setup Failed', description: serverMessage(plans.error) ?? 'Please try again.', variant: 'destructive' });
      setStep({ name: 'setup-failed' });
      return;
    }
    started.current = true;
    if (!plan) return leaveFor('/pricing');
    if (!user.email) return leaveFor('/auth');
    if (plan.contactSales) return setStep({ name: 'contact-sales' });
    const returned = stripeReturn(params);
    if (returned) return confirm(returned, plan.id);
    start(plan);
  }, [user, plans.isPending, plans.isError, plans.error, plan, params, leaveFor, notify, start, confirm]);

  const retrySetup = () => {
    if (plan) return start(plan);
    started.current = false;
    void plans.refetch();
  };

  const tryAgain = () => {
    if (step.name === 'error' && step.kind === 'account' && step.intentId && plan) {
      return confirm({ intentId: step.intentId, status: 'succeeded' }, plan.id);
    }
    // The same intent can be confirmed again with another card; without one (back from a redirect), start over.
    if (checkout && !(step.name === 'error' && step.restart)) setStep({ name: 'ready' });
    else if (plan) start(plan);
  };

  const title = plan && !plan.contactSales ? `Subscribe to ${plan.name}` : 'Checkout';

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Checkout"
        title={title}
        actions={
          <Button component={RouterLink} to="/pricing" startIcon={<ArrowBack />}>
            Back to pricing
          </Button>
        }
      />
      <CheckoutStep
        step={step}
        plan={plan}
        checkout={checkout}
        onRetrySetup={retrySetup}
        onTryAgain={tryAgain}
        onSubmitted={() => setStep({ name: 'processing' })}
        onConfirmed={(intent) => confirm(intent, checkout?.planId ?? plan?.id ?? '')}
        onFailed={(message, restart) => void fail(message, restart)}
      />
    </PageContainer>
  );
}

interface CheckoutStepProps {
  step: Step;
  plan: Plan | undefined;
  checkout: SubscriptionCheckout | null;
  onRetrySetup: () => void;
  onTryAgain: () => void;
  onSubmitted: () => void;
  onConfirmed: (intent: ConfirmedIntent) => void;
  onFailed: (message: string, restart?: boolean) => void;
}

function CheckoutStep({ step, plan, checkout, onRetrySetup, onTryAgain, ...form }: CheckoutStepProps) {
  switch (step.name) {
    case 'loading':
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress aria-label="Preparing your checkout" />
            <Typography color="text.secondary">Preparing your checkout...</Typography>
          </Stack>
        </Box>
      );
    case 'setup-failed':
      return (
        <OutcomePanel
          tone="error"
          title="Payment Setup Failed"
          actions={
            <>
              <Button variant="contained" onClick={onRetrySetup}>
                Try Again
              </Button>
              <Button component={RouterLink} to="/pricing" variant="outlined">
                Back to pricing
              </Button>
            </>
          }
        >
          <Typography>Failed to initialize payment. Please try again.</Typography>
        </OutcomePanel>
      );
    case 'already-subscribed':
      return <AlreadySubscribedPanel message={step.message} />;
    case 'contact-sales':
      return (
        <OutcomePanel
          tone="info"
          title={`${plan?.name ?? 'This'} plan is arranged with our team`}
          actions={
            <>
              <Button component={RouterLink} to="/contact" variant="contained">
                Contact Sales
              </Button>
              <Button component={RouterLink} to="/pricing" variant="outlined">
                Back to pricing
              </Button>
            </>
          }
        >
          <Typography>Custom pricing is tailored to your locations, lines and call volume. Tell us about your business and we'll prepare an offer.</Typography>
        </OutcomePanel>
      );
    case 'success':
      return <CheckoutSuccess billing={step.billing} plan={plan} checkout={checkout} />;
    case 'error':
      return (
        <OutcomePanel
          tone={step.kind === 'account' ? 'warning' : 'error'}
          title={step.kind === 'account' ? 'Payment Processed' : 'Payment failed'}
          actions={
            <>
              <Button variant="contained" onClick={onTryAgain}>
                Try Again
              </Button>
              <Button component={RouterLink} to={step.kind === 'account' ? '/dashboard?tab=support' : '/pricing'} variant="outlined">
                {step.kind === 'account' ? 'Contact support' : 'Back to pricing'}
              </Button>
            </>
          }
        >
          <Typography>{step.message}</Typography>
          {step.kind === 'account' && (
            <Typography>
              Your payment went through, but your account could not be updated yet. Try again, or contact support if this keeps happening.
            </Typography>
          )}
        </OutcomePanel>
      );
    case 'ready':
    case 'processing':
      return checkout ? (
        <ReadyCheckout plan={plan} checkout={checkout} processing={step.name === 'processing'} {...form} />
      ) : (
        // Back from Stripe's redirect: confirming the intent it returned, with no card form to show.
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
          <CircularProgress aria-label="Confirming your payment" />
        </Box>
      );
  }
}

type ReadyCheckoutProps = Pick<PaymentFormProps, 'processing' | 'onSubmitted' | 'onConfirmed' | 'onFailed'> & {
  plan: Plan | undefined;
  checkout: SubscriptionCheckout;
};

/** The order summary beside the card form: the sandbox's own form, or Stripe's Payment Element. */
function ReadyCheckout({ plan, checkout, ...form }: ReadyCheckoutProps) {
  const trial = checkout.trialDays > 0;
  const unit = periodUnit(checkout.period);
  const price = formatCents(checkout.priceCents);
  const paymentForm: PaymentFormProps = {
    ...form,
    checkout,
    submitLabel: trial ? 'Start Free Trial' : `Pay ${formatCents(checkout.amountDueCents)}`,
    footnote: trial
      ? `You won't be charged today. Cancel before ${formatDate(trialEndDate(checkout.trialDays))} and you pay nothing.`
      : `Then ${price}/${unit} until you cancel.`,
  };

  return (
    <Grid container spacing={{ xs: 3, md: 4 }}>
      <Grid size={{ xs: 12, md: 5 }}>
        <OrderSummary
          plan={plan}
          period={checkout.period}
          priceCents={checkout.priceCents}
          amountDueCents={checkout.amountDueCents}
          trialDays={checkout.trialDays}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card component="section" aria-labelledby="payment-details-title">
          <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
            <Typography id="payment-details-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
              Payment details
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {trial ? 'Your card is verified and saved now, and charged when the trial ends.' : 'Your card is charged now.'}
            </Typography>
            {checkout.provider === 'sandbox' ? (
              <Stack spacing={3}>
                <SandboxBanner />
                <SandboxPaymentForm {...paymentForm} />
              </Stack>
            ) : (
              <Suspense fallback={<CircularProgress aria-label="Loading the card form" />}>
                <StripePaymentForm {...paymentForm} />
              </Suspense>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
              Prefer a hosted checkout page?{' '}
              <Link component={RouterLink} to={redirectCheckoutPath(checkout.planId, checkout.period)} sx={{ fontWeight: 600 }}>
                Pay on a secure checkout page
              </Link>
            </Typography>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

/** Paid, or the trial started: what happens next, and the way to the Subscription tab. */
function CheckoutSuccess({ billing, plan, checkout }: { billing: BillingSummary; plan: Plan | undefined; checkout: SubscriptionCheckout | null }) {
  const planName = billing.planName ?? plan?.name ?? 'your';
  const unit = periodUnit(billing.period);
  const price = billing.priceCents !== null ? `${formatCents(billing.priceCents)}/${unit}` : null;
  const trial = billing.status === 'trial';
  // The plan chosen before signing up has done its work (docs/product.md#the-chosen-plan-carries-through).
  useEffect(forgetChosenPlan, []);
  return (
    <OutcomePanel
      tone="success"
      title={trial ? 'Your free trial has started' : 'Payment successful'}
      actions={
        <>
          <Button component={RouterLink} to={REQUEST_RECEPTIONIST_PATH} variant="contained" size="large">
            Request your receptionist
          </Button>
          <Button component={RouterLink} to={SUBSCRIPTION_TAB} variant="outlined" size="large">
            View your subscription
          </Button>
        </>
      }
    >
      {trial ? (
        <Typography>
          Your {checkout?.trialDays ? `${checkout.trialDays}-day ` : ''}free trial of the {planName} plan has started. Your card was verified and saved, not
          charged{price ? `: the first payment of ${price} is on ${formatDate(billing.trialEndsAt)}` : ''}.
        </Typography>
      ) : (
        <Typography>
          You're now on the {planName} plan{billing.currentPeriodEnd ? `; it renews on ${formatDate(billing.currentPeriodEnd)}` : ''}.
        </Typography>
      )}
      {billing.trialRefused && <TrialRefusedNote />}
      <Typography>Next, tell us about your business: our team builds your receptionist from your request within 24-48 hours.</Typography>
    </OutcomePanel>
  );
}
