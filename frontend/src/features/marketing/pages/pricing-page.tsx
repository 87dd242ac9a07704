import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverMessage } from '../../../api/client';
import { hasCurrentPlan, useSessionUser, type SessionUser } from '../../../api/session';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { checkoutPath, signUpPath } from '../../../lib/chosen-plan';
import { planTerms, trialPhrase, type PlanTerms } from '../../../lib/plan-terms';
import { usePageTitle } from '../../../lib/use-page-title';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { usePlans, type BillingPeriod, type Plan } from '../api/list-plans';
import { PlanCard, type PlanAction } from '../components/plan-card';
import { SavingsPill } from '../components/savings-pill';

// What the pricing page promises (docs/product.md#the-public-site); the trial is named once the plans have said how long it is.
const assurances = (terms: PlanTerms | undefined) => [
  ...(terms ? [trialPhrase(terms)] : []),
  'No long-term contracts',
  'Cancel anytime',
  'Secure card payments',
];

const description = (terms: PlanTerms) =>
  `Professional, Business and Enterprise plans for managed AI phone receptionists. Save ${terms.annualDiscountPercent}% with annual billing. ${trialPhrase(terms)}, cancel anytime.`;

/** A plan the user holds and can use now (a cancelled one is resumed from the Subscription tab). */
function isCurrentPlan(plan: Plan, user: SessionUser | null | undefined): boolean {
  return hasCurrentPlan(user) && user?.subscriptionPlan === plan.id;
}

/** /pricing (docs/product.md#the-public-site): the button each reader gets on each card. */
function planAction(plan: Plan, user: SessionUser | null | undefined, period: BillingPeriod): PlanAction {
  if (isCurrentPlan(plan, user)) return { label: 'Current Plan', to: null };
  if (plan.contactSales) return { label: 'Contact Sales', to: '/contact' };
  const choice = { planId: plan.id, period };
  if (user) return { label: 'Subscribe', to: checkoutPath(choice) };
  // The choice rides on the sign-up link and lands on its checkout once the account exists.
  return { label: 'Sign Up', to: signUpPath(choice) };
}

function PlansSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        Loading plans
      </Box>
      {[0, 1, 2].map((index) => (
        <Grid key={index} size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={560} sx={{ borderRadius: 4 }} />
        </Grid>
      ))}
    </Grid>
  );
}

export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const plans = usePlans();
  const terms = plans.data && planTerms(plans.data);
  usePageTitle('Pricing', terms && description(terms));
  const { user, isPending: sessionPending } = useSessionUser();
  // 'Most Popular' is advice for someone choosing a first plan.
  const hasNoPlan = !user?.subscriptionPlan;

  return (
    <PageContainer>
      <PageHeader
        align="center"
        eyebrow="Pricing"
        title="Simple, transparent pricing"
        subtitle="Choose the plan that fits your call volume. Every plan is set up and maintained by our team."
      />

      <Box sx={{ display: 'flex', justifyContent: 'center', mb: { xs: 6, md: 7 } }}>
        <ToggleButtonGroup
          exclusive
          value={period}
          onChange={(_event, next: BillingPeriod | null) => next && setPeriod(next)}
          aria-label="Billing period"
          sx={(t) => ({
            bgcolor: 'background.paper',
            p: 0.5,
            borderRadius: 99,
            border: `1px solid ${t.palette.divider}`,
            '& .MuiToggleButtonGroup-grouped': {
              border: 0,
              borderRadius: '99px !important',
              px: { xs: 2.5, sm: 3 },
              py: 1,
              fontWeight: 600,
              textTransform: 'none',
              fontSize: '0.9375rem',
              color: 'text.secondary',
            },
            '& .Mui-selected': {
              color: `${t.palette.primary.contrastText} !important`,
              bgcolor: `${t.palette.primary.main} !important`,
            },
          })}
        >
          <ToggleButton value="monthly">Monthly</ToggleButton>
          <ToggleButton value="annual">
            Annual
            {terms && (
              <SavingsPill size="small" onSelected={period === 'annual'}>
                Save {terms.annualDiscountPercent}%
              </SavingsPill>
            )}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>

      {plans.isPending || sessionPending ? (
        <PlansSkeleton />
      ) : plans.isError ? (
        <Alert
          severity="error"
          sx={{ maxWidth: 640, mx: 'auto' }}
          action={
            <Button color="inherit" size="small" onClick={() => void plans.refetch()} disabled={plans.isFetching}>
              {plans.isFetching ? 'Retrying...' : 'Retry'}
            </Button>
          }
        >
          <AlertTitle>We couldn't load the plans</AlertTitle>
          {serverMessage(plans.error) ?? 'Please check your connection and try again.'}
        </Alert>
      ) : (
        <Grid container spacing={3} sx={{ alignItems: 'stretch', pt: 1.5 }}>
          {plans.data.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, md: 4 }} sx={{ maxWidth: { xs: 520, md: 'none' }, mx: { xs: 'auto', md: 0 } }}>
              <PlanCard
                plan={plan}
                period={period}
                action={planAction(plan, user, period)}
                current={isCurrentPlan(plan, user)}
                mostPopular={plan.popular && hasNoPlan}
              />
            </Grid>
          ))}
        </Grid>
      )}

      <Stack
        component="ul"
        aria-label="Included with every plan"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 4 }}
        useFlexGap
        sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 6, md: 8 }, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}
      >
        {assurances(terms).map((item) => (
          <Stack key={item} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckCircleRounded color="success" fontSize="small" aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>{item}</Typography>
          </Stack>
        ))}
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Questions about which plan fits?{' '}
        <Link component={RouterLink} to="/contact" sx={{ fontWeight: 600 }}>
          Talk to our team
        </Link>
      </Typography>
    </PageContainer>
  );
}
