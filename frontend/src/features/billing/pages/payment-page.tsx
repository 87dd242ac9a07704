import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage, serverStatus } from '../../../api/client';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/notices/notices-context';
import { forgetChosenPlan } from '../../../lib/chosen-plan';
import { formatCents } from '../../../lib/format';
import { trialPhrase } from '../../../lib/plan-terms';
import { usePageTitle } from '../../../lib/use-page-title';
import { confirmedNotice, useConfirmSubscription } from '../api/confirm-subscription';
import { periodFrom, periodUnit, planPriceCents, usePlans, type BillingPeriod, type Plan } from '../api/list-plans';
import { AlreadySubscribedPanel } from '../components/already-subscribed-panel';
import { OutcomePanel } from '../components/outcome-panel';
import { RedirectCheckoutButton } from '../components/redirect-checkout-button';
import { TrialRefusedNote } from '../components/trial-refused-note';
import { SUBSCRIPTION_TAB } from '../paths';

/** docs/product.md#screens-that-move-through-states: after a confirmed redirect checkout, the Subscription tab follows after 1.5 s. */
export const REDIRECT_DELAY_MS = 1500;

/**
 * The redirect checkout. Without a status it offers to pay on the provider's hosted page; the provider sends the
 * browser back here with `payment_status=success&session_id=…` (the server confirms from the session itself,
 * docs/billing.md#the-server-decides) or `payment_status=cancel`.
 */
export function PaymentPage() {
  usePageTitle('Payment');
  const [params] = useSearchParams();
  const status = params.get('payment_status');
  const sessionId = params.get('session_id');
  const planId = params.get('plan');
  const period = periodFrom(params.get('period'));
  const plans = usePlans();
  const plan = plans.data?.find((candidate) => candidate.id === planId);

  return (
    <PageContainer maxWidth="md">
      <PageHeader
        eyebrow="Subscription"
        title="Payment"
        actions={
          <Button component={RouterLink} to="/pricing" startIcon={<ArrowBack />}>
            Back to pricing
          </Button>
        }
      />
      {status === 'success' && sessionId ? (
        <ConfirmReturn sessionId={sessionId} planId={planId} />
      ) : status === 'cancel' ? (
        <CancelledReturn plan={plan} period={period} />
      ) : !planId ? (
        <NoPlan message="No plan selected. Please select a pricing plan first." />
      ) : plans.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label="Loading the plan" />
        </Box>
      ) : !plan || plan.contactSales || plans.isError ? (
        <NoPlan message={plans.isError ? (serverMessage(plans.error) ?? 'Failed to initialize payment. Please try again.') : 'Invalid plan selected.'} />
      ) : (
        <StartRedirectCheckout plan={plan} period={period} />
      )}
    </PageContainer>
  );
}

function NoPlan({ message }: { message: string }) {
  return (
    <OutcomePanel
      tone="info"
      title="Choose a plan"
      actions={
        <Button component={RouterLink} to="/pricing" variant="contained">
          View Plans
        </Button>
      }
    >
      <Typography>{message}</Typography>
    </OutcomePanel>
  );
}

/** What the hosted page will sell, and the button that goes there. */
function StartRedirectCheckout({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const priceCents = planPriceCents(plan, period);
  return (
    <Card component="section" aria-labelledby="redirect-checkout-title" sx={{ maxWidth: 640 }}>
      <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
        <Typography id="redirect-checkout-title" variant="h5" component="h2">
          Pay on a secure checkout page
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          You'll enter your card on our payment provider's checkout page and come back here when it's done.
        </Typography>
        <Stack direction="row" sx={{ mt: 3, mb: 3, justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p">
            {plan.name} plan, {period === 'annual' ? 'billed annually' : 'billed monthly'}
          </Typography>
          {priceCents !== null && (
            <Typography variant="h6" component="p" data-testid="redirect-price">
              {formatCents(priceCents)}/{periodUnit(period)}
            </Typography>
          )}
        </Stack>
        <RedirectCheckoutButton planId={plan.id} period={period}>
          Continue to Checkout
        </RedirectCheckoutButton>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
          New subscriptions start with a {trialPhrase(plan)}: your card is saved, not charged.
        </Typography>
      </CardContent>
    </Card>
  );
}

function CancelledReturn({ plan, period }: { plan: Plan | undefined; period: BillingPeriod }) {
  const notify = useNotify();
  const notified = useRef(false);
  useEffect(() => {
    if (notified.current) return;
    notified.current = true;
    notify({ title: 'Payment Cancelled', description: 'Your payment was not completed.', variant: 'warning' });
  }, [notify]);

  return (
    <OutcomePanel
      tone="warning"
      title="Payment Cancelled"
      actions={
        <>
          {plan && !plan.contactSales && (
            <RedirectCheckoutButton planId={plan.id} period={period}>
              Try Again
            </RedirectCheckoutButton>
          )}
          <Button component={RouterLink} to="/pricing" variant="outlined" size="large">
            Back to pricing
          </Button>
        </>
      }
    >
      <Typography>Nothing was charged. You can start again whenever you're ready.</Typography>
    </OutcomePanel>
  );
}

type ConfirmState =
  | { name: 'confirming' }
  | { name: 'done'; trial: boolean; trialRefused: boolean }
  | { name: 'failed'; paid: boolean; message: string }
  | { name: 'already-subscribed'; message: string };

/** Back from the hosted page: the server confirms from the provider's session, then the Subscription tab follows. */
function ConfirmReturn({ sessionId, planId }: { sessionId: string; planId: string | null }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate: confirm } = useConfirmSubscription();
  const [state, setState] = useState<ConfirmState>({ name: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!planId) {
      notify({ title: 'Invalid plan selection', description: 'Please select a valid subscription plan', variant: 'destructive' });
      void navigate('/pricing', { replace: true });
      return;
    }
    confirm(
      { body: { checkoutSessionId: sessionId, planId: planId as Plan['id'] } },
      {
        onSuccess: (result) => {
          notify(confirmedNotice(result));
          setState({ name: 'done', trial: result.billing.status === 'trial', trialRefused: result.billing.trialRefused });
        },
        onError: (error) => {
          const message = serverMessage(error) ?? 'Payment failed. Please try again.';
          // Another subscription was recorded first: this one was cancelled (and refunded) by the server.
          if (serverStatus(error) === 409) return setState({ name: 'already-subscribed', message });
          const paid = serverStatus(error) !== 402 && serverStatus(error) !== 404;
          if (paid) {
            notify({
              title: 'Payment Processed',
              description: 'Your payment went through, but your account could not be updated. Please contact support.',
              variant: 'warning',
            });
          } else {
            notify({ title: 'Payment failed', description: message, variant: 'destructive' });
          }
          setState({ name: 'failed', paid, message });
        },
      },
    );
  }, [confirm, navigate, notify, planId, sessionId]);

  useEffect(() => {
    if (state.name !== 'done') return;
    forgetChosenPlan(); // docs/product.md#the-chosen-plan-carries-through
    const timer = setTimeout(() => void navigate(SUBSCRIPTION_TAB, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.name, navigate]);

  if (state.name === 'confirming') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress aria-label="Confirming your payment" />
          <Typography color="text.secondary">Confirming your payment...</Typography>
        </Stack>
      </Box>
    );
  }
  if (state.name === 'already-subscribed') return <AlreadySubscribedPanel message={state.message} />;
  if (state.name === 'done') {
    return (
      <OutcomePanel
        tone="success"
        title={state.trial ? 'Your free trial has started' : 'Payment successful'}
        actions={
          <Button component={RouterLink} to={SUBSCRIPTION_TAB} variant="contained">
            View your subscription
          </Button>
        }
      >
        {state.trialRefused && <TrialRefusedNote />}
        <Typography>Taking you to your subscription...</Typography>
      </OutcomePanel>
    );
  }
  return (
    <OutcomePanel
      tone={state.paid ? 'warning' : 'error'}
      title={state.paid ? 'Payment Processed' : 'Payment failed'}
      actions={
        <>
          <Button component={RouterLink} to={SUBSCRIPTION_TAB} variant="contained">
            View your subscription
          </Button>
          <Button component={RouterLink} to="/pricing" variant="outlined">
            Back to pricing
          </Button>
        </>
      }
    >
      <Typography>{state.message}</Typography>
      {state.paid && <Typography>If your subscription does not show shortly, please contact support.</Typography>}
    </OutcomePanel>
  );
}
