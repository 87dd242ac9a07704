import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../../api/client';
import { browserNavigation } from '../../../lib/browser-navigation';
import { holdsPlan, useBilling, type BillingSummary } from '../api/get-billing';
import { periodFrom, purchasablePlans, usePlans, type Plan } from '../api/list-plans';
import { BillingInfoCard, useUpdateCard } from './billing-info-card';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { NoSubscriptionCard, ReadyToSubscribeCard } from './choose-plan-card';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentHistory } from './payment-history';

/** docs/product.md#screens-that-move-through-states: the page reloads 1.5 s after a cancellation. */
export const RELOAD_AFTER_CANCEL_MS = 1500;

type OpenDialog = 'change' | 'resume' | 'cancel' | null;

function PastDueBanner({ billing }: { billing: BillingSummary }) {
  const updateCard = useUpdateCard();
  return (
    <Alert
      severity="warning"
      action={
        billing.canUpdateCard ? (
          <Button color="inherit" size="small" onClick={updateCard.open} loading={updateCard.busy}>
            Update card
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>Your last payment failed</AlertTitle>
      We couldn't charge your card for the {billing.planName} plan. Please update your card to keep your subscription active; we'll try the payment again
      automatically.
    </Alert>
  );
}

/**
 * The dashboard's Subscription tab: the plan held (with Change Plan and Cancel Subscription), or the plan chosen on
 * the way here (?plan=) ready to subscribe, or none; the card on file and the payment history.
 */
export function SubscriptionTab() {
  const [params, setParams] = useSearchParams();
  const billing = useBilling();
  const plans = usePlans();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [offeredPlanId, setOfferedPlanId] = useState<Plan['id']>();
  const [reloading, setReloading] = useState(false);

  // ?plan= for a customer who holds another plan (an Upgrade button's link): the plan change opens with it chosen, once.
  const offered = purchasablePlans(plans.data ?? []).find((plan) => plan.id === params.get('plan'));
  useEffect(() => {
    if (!offered || !billing.data?.managedByProvider || !holdsPlan(billing.data) || offered.id === billing.data.planId) return;
    setOfferedPlanId(offered.id);
    setDialog('change');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('plan');
        return next;
      },
      { replace: true },
    );
  }, [offered, billing.data, setParams]);

  useEffect(() => {
    if (!reloading) return;
    const timer = setTimeout(() => browserNavigation.reloadPage(), RELOAD_AFTER_CANCEL_MS);
    return () => clearTimeout(timer);
  }, [reloading]);

  if (billing.isPending) {
    return (
      <Stack spacing={3} aria-busy="true">
        <Skeleton variant="rounded" height={220} aria-label="Loading your subscription" />
        <Skeleton variant="rounded" height={140} />
      </Stack>
    );
  }
  if (billing.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void billing.refetch()}>
            Retry
          </Button>
        }
      >
        <AlertTitle>We couldn't load your subscription</AlertTitle>
        {serverMessage(billing.error) ?? 'Please check your connection and try again.'}
      </Alert>
    );
  }

  const summary = billing.data;
  const purchasable = purchasablePlans(plans.data ?? []);
  const chosen = purchasable.find((plan) => plan.id === params.get('plan'));

  return (
    <Stack spacing={3}>
      {summary.status === 'past_due' && <PastDueBanner billing={summary} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          {holdsPlan(summary) ? (
            <CurrentPlanCard
              billing={summary}
              onChangePlan={() => setDialog('change')}
              onResume={() => setDialog('resume')}
              onCancel={() => setDialog('cancel')}
            />
          ) : chosen ? (
            <ReadyToSubscribeCard plan={chosen} initialPeriod={periodFrom(params.get('period'))} />
          ) : (
            <NoSubscriptionCard />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <BillingInfoCard billing={summary} />
        </Grid>
      </Grid>
      <PaymentHistory />

      {(dialog === 'change' || dialog === 'resume') && (
        <ChangePlanDialog
          open
          onClose={() => {
            setDialog(null);
            setOfferedPlanId(undefined);
          }}
          billing={summary}
          plans={purchasable}
          resume={dialog === 'resume'}
          offeredPlanId={dialog === 'change' ? offeredPlanId : undefined}
        />
      )}
      {dialog === 'cancel' && <CancelSubscriptionDialog open onClose={() => setDialog(null)} billing={summary} onCancelled={() => setReloading(true)} />}
    </Stack>
  );
}
