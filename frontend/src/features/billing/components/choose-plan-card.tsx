import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CheckList } from '../../../components/check-list';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { checkoutPath } from '../../../lib/chosen-plan';
import { formatCents } from '../../../lib/format';
import { trialPhrase, usePlanTerms } from '../../../lib/plan-terms';
import { periodUnit, planPriceCents, type BillingPeriod, type Plan } from '../api/list-plans';

const cardContentSx = { p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } } as const;

/** A plan chosen elsewhere (?plan=): its price for the period chosen here, and Subscribe to the checkout. */
export function ReadyToSubscribeCard({ plan, initialPeriod }: { plan: Plan; initialPeriod: BillingPeriod }) {
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  const price = planPriceCents(plan, period);

  return (
    <Card component="section" aria-labelledby="ready-to-subscribe-title" sx={{ height: '100%' }}>
      <CardContent sx={cardContentSx}>
        <Typography id="ready-to-subscribe-title" variant="h5" component="h3">
          Ready to Subscribe
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          You chose the {plan.name} plan. New subscriptions start with a {trialPhrase(plan)}.
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          onChange={(_event, next: BillingPeriod | null) => next && setPeriod(next)}
          aria-label="Billing period"
          sx={{ mt: 3 }}
        >
          <ToggleButton value="monthly">Monthly</ToggleButton>
          <ToggleButton value="annual">Annual</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="h4" component="p" sx={{ mt: 2 }} data-testid="ready-price">
          {price === null ? 'Custom pricing' : `${formatCents(price)}/${periodUnit(period)}`}
        </Typography>
        <CheckList variant="features" items={plan.features} sx={{ mt: 2 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to={checkoutPath({ planId: plan.id, period })} variant="contained" size="large" endIcon={<ArrowForward />}>
            Subscribe
          </Button>
          <Button component={RouterLink} to="/pricing" size="large">
            Compare plans
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Nothing held and nothing chosen: the way to the plans. */
export function NoSubscriptionCard() {
  const terms = usePlanTerms();
  return (
    <Card component="section" aria-labelledby="no-subscription-title" sx={{ height: '100%' }}>
      <CardContent sx={cardContentSx}>
        <Typography id="no-subscription-title" variant="h5" component="h3">
          No Active Subscription
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Choose a plan to get your AI receptionist.
          {terms && ` Every new subscription starts with a ${trialPhrase(terms)}, and you can cancel anytime.`}
        </Typography>
        <Button component={RouterLink} to="/pricing" variant="contained" size="large" sx={{ mt: 3 }} endIcon={<ArrowForward />}>
          View Plans
        </Button>
      </CardContent>
    </Card>
  );
}
