import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckList } from '../../../components/check-list';
import { toneText } from '../../../components/tone-style';
import { formatCents, formatDate } from '../../../lib/format';
import { periodUnit, type BillingPeriod, type Plan } from '../api/list-plans';

/** The day a trial of `days` starting now ends, when the first charge is made. */
export function trialEndDate(days: number, now: Date = new Date()): Date {
  const end = new Date(now);
  end.setDate(end.getDate() + days);
  return end;
}

/** "14-day free trial — $0.00 today, then $249.00/month from Jan 19, 2026" */
export function trialLine(trialDays: number, priceCents: number, period: BillingPeriod, now: Date = new Date()): string {
  return `${trialDays}-day free trial — ${formatCents(0)} today, then ${formatCents(priceCents)}/${periodUnit(period)} from ${formatDate(trialEndDate(trialDays, now))}`;
}

interface OrderSummaryProps {
  plan: Plan | undefined;
  period: BillingPeriod;
  priceCents: number | null;
  /** Null until the server has said what is due now (create-subscription). */
  amountDueCents: number | null;
  trialDays: number;
}

/** What is being bought: plan, period, price, the free trial and what is due today, and what the plan includes. */
export function OrderSummary({ plan, period, priceCents, amountDueCents, trialDays }: OrderSummaryProps) {
  return (
    <Card component="section" aria-labelledby="order-summary-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
        <Typography id="order-summary-title" variant="overline" component="h2" color="text.secondary">
          Order summary
        </Typography>
        {plan ? (
          <Typography variant="h4" component="p" sx={{ mt: 0.5 }}>
            {plan.name} plan
          </Typography>
        ) : (
          <Skeleton width="60%" height={40} />
        )}
        <Typography color="text.secondary">{period === 'annual' ? 'Billed annually' : 'Billed monthly'}</Typography>

        <Stack spacing={1.25} sx={{ mt: 3 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography color="text.secondary">Price</Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="order-price">
              {priceCents === null ? '—' : `${formatCents(priceCents)}/${periodUnit(period)}`}
            </Typography>
          </Stack>
          {trialDays > 0 && priceCents !== null && (
            <Typography variant="body2" sx={(t) => ({ color: toneText(t, 'success'), fontWeight: 600 })} data-testid="trial-line">
              {trialLine(trialDays, priceCents, period)}
            </Typography>
          )}
          <Divider sx={{ my: 1 }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 650 }}>Due today</Typography>
            <Typography variant="h5" component="p" data-testid="order-due-today">
              {amountDueCents === null ? <Skeleton width={80} component="span" sx={{ display: 'inline-block' }} /> : formatCents(amountDueCents)}
            </Typography>
          </Stack>
        </Stack>

        {plan && plan.features.length > 0 && (
          // On phones the plan was just chosen on the pricing page: the card form comes first.
          <Box sx={{ mt: 4, display: { xs: 'none', md: 'block' } }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
              What’s included
            </Typography>
            <CheckList variant="features" items={plan.features} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
