import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usageWarningSx } from '../../../components/call-usage-bar';
import { callsUsedText, overageText, projectionText, useCallUsage, usageLevel } from '../../../lib/call-usage';
import { formatCents, formatDate } from '../../../lib/format';
import type { BillingSummary } from '../api/get-billing';
import { periodUnit } from '../api/list-plans';
import { SubscriptionStatusChip } from './subscription-status-chip';
import { TrialRefusedNote } from './trial-refused-note';

/** Statuses in which the customer holds a plan they can change or cancel online. */
export const CHANGEABLE_STATUSES: readonly BillingSummary['status'][] = ['trial', 'active', 'past_due'];

/** The date line under the price: when the trial ends, when it renews, or until when a cancelled plan lasts. */
export function planDateLine(billing: BillingSummary): string | null {
  switch (billing.status) {
    case 'trial':
      return billing.trialEndsAt || billing.currentPeriodEnd ? `Trial ends ${formatDate(billing.trialEndsAt ?? billing.currentPeriodEnd)}` : null;
    case 'cancelled':
      return billing.currentPeriodEnd ? `Cancelled — access until ${formatDate(billing.currentPeriodEnd)}` : 'Cancelled';
    case 'active':
      if (!billing.currentPeriodEnd) return null;
      return billing.cancelAtPeriodEnd
        ? `Cancelled — access until ${formatDate(billing.currentPeriodEnd)}`
        : `Renews on ${formatDate(billing.currentPeriodEnd)}`;
    case 'past_due':
      return 'Your last payment failed';
    case 'pending':
      return 'Waiting for the payment to be confirmed';
    default:
      return null;
  }
}

interface CurrentPlanCardProps {
  billing: BillingSummary;
  onChangePlan: () => void;
  onResume: () => void;
  onCancel: () => void;
}

/**
 * This period's calls against the plan's allowance, once they have loaded: the count, and above the allowance the
 * overage in the plan catalogue's words (docs/product.md#what-counts-as-a-call), so the price above is never the whole story.
 */
function CallsThisPeriod() {
  const usage = useCallUsage().data;
  if (!usage || usage.allowance === 0) return null;
  const level = usageLevel(usage);
  const projection = level === 'over' ? undefined : projectionText(usage);
  return (
    <Typography variant="body2" color="text.secondary" sx={[{ mt: 1 }, level === 'over' ? usageWarningSx : {}]} data-testid="current-plan-calls">
      {`${callsUsedText(usage)} this period.`}
      {level === 'over' && ` ${overageText(usage)}`}
      {projection && ` ${[projection, usage.overageRule].filter(Boolean).join(' ')}`}
    </Typography>
  );
}

/** The plan the customer holds: name, status, price, the next date, this period's calls, and what they can do with it. */
export function CurrentPlanCard({ billing, onChangePlan, onResume, onCancel }: CurrentPlanCardProps) {
  const dateLine = planDateLine(billing);
  const changeable = billing.managedByProvider && CHANGEABLE_STATUSES.includes(billing.status);
  const resumable = billing.managedByProvider && billing.status === 'cancelled';

  return (
    <Card component="section" aria-labelledby="current-plan-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Current plan
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="current-plan-title" variant="h4" component="h3">
            {billing.planName ?? billing.planId} plan
          </Typography>
          <SubscriptionStatusChip status={billing.status} />
        </Stack>
        <Box sx={{ mt: 2 }}>
          {billing.priceCents !== null ? (
            <Typography variant="h6" component="p" data-testid="current-plan-price">
              {formatCents(billing.priceCents)}/{periodUnit(billing.period)}
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                {billing.period === 'annual' ? 'billed annually' : 'billed monthly'}
              </Typography>
            </Typography>
          ) : (
            <Typography variant="h6" component="p">
              Custom pricing
            </Typography>
          )}
          {dateLine && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="current-plan-date">
              {dateLine}
            </Typography>
          )}
          <CallsThisPeriod />
          {billing.trialRefused && <TrialRefusedNote sx={{ mt: 1.5 }} />}
          {billing.status === 'trial' && billing.priceCents !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Your card on file is charged {formatCents(billing.priceCents)} when the trial ends, unless you cancel before.
            </Typography>
          )}
        </Box>

        {changeable && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            <Button variant="contained" onClick={onChangePlan}>
              Change Plan
            </Button>
            <Button variant="outlined" color="error" onClick={onCancel}>
              Cancel Subscription
            </Button>
          </Stack>
        )}
        {resumable && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
            <Button variant="contained" onClick={onResume}>
              Resume
            </Button>
            <Typography variant="body2" color="text.secondary">
              Changed your mind? Resume to keep your plan after this period.
            </Typography>
          </Stack>
        )}
        {!billing.managedByProvider && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            Our team set up this plan for you. To change or cancel it, contact support.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
