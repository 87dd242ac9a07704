import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckList } from '../../../components/check-list';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../lib/format';
import { SavingsPill } from './savings-pill';
import { annualSavings, monthlyPrice, type BillingPeriod, type Plan } from '../api/list-plans';

/** What the card's button does for this reader: a link, or the disabled 'Current Plan'. */
export type PlanAction = { label: string; to: string } | { label: 'Current Plan'; to: null };

interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  action: PlanAction;
  current: boolean;
  mostPopular: boolean;
}

function Price({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const perMonth = monthlyPrice(plan, period);
  if (perMonth === null) {
    return (
      <Box sx={{ minHeight: { md: 104 } }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 800 }}>
          Custom Pricing
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Tailored to your locations, lines and call volume.
        </Typography>
      </Box>
    );
  }
  const savings = annualSavings(plan);
  return (
    <Box sx={{ minHeight: { md: 104 } }}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline' }}>
        <Typography variant="h2" component="p" sx={{ fontWeight: 800 }} data-testid="plan-price">
          {formatMoney(perMonth)}
        </Typography>
        <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
          /month
        </Typography>
      </Stack>
      {period === 'annual' && plan.priceYearly !== null ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Billed annually at {formatMoney(plan.priceYearly)}
          </Typography>
          {savings !== null && savings > 0 && <SavingsPill>Save {formatMoney(savings)}</SavingsPill>}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Billed monthly
        </Typography>
      )}
    </Box>
  );
}

/** One plan: price for the chosen period, the reader's button, and what is and is not included. */
export function PlanCard({ plan, period, action, current, mostPopular }: PlanCardProps) {
  const highlighted = current || mostPopular;
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={(t) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        borderWidth: highlighted ? 2 : 1,
        borderColor: current ? (t.palette.mode === 'dark' ? 'success.main' : 'success.dark') : mostPopular ? 'primary.main' : 'divider',
        boxShadow: highlighted && t.palette.mode === 'light' ? `0 12px 32px ${alpha(t.palette.primary.main, 0.14)}` : undefined,
      })}
    >
      {(current || mostPopular) && (
        <Box
          sx={(t) => ({
            position: 'absolute',
            top: 0,
            left: '50%',
            transform: 'translate(-50%, -50%)',
            px: 1.75,
            py: 0.5,
            borderRadius: 99,
            fontSize: 13,
            fontWeight: 700,
            whiteSpace: 'nowrap',
            color: current ? 'success.contrastText' : 'primary.contrastText',
            // Light mode's darker green keeps the white label above 4.5:1 contrast.
            bgcolor: current ? (t.palette.mode === 'dark' ? 'success.main' : 'success.dark') : 'primary.main',
          })}
        >
          {current ? 'Your Current Plan' : 'Most Popular'}
        </Box>
      )}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
        <Typography id={titleId} variant="h5" component="h2">
          {plan.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: { md: 48 } }}>
          {plan.description}
        </Typography>
        <Box sx={{ mt: 3 }}>
          <Price plan={plan} period={period} />
        </Box>
        {action.to === null ? (
          <Button variant="outlined" size="large" fullWidth disabled sx={{ mt: 3 }}>
            {action.label}
          </Button>
        ) : (
          <Button component={RouterLink} to={action.to} variant={highlighted ? 'contained' : 'outlined'} size="large" fullWidth sx={{ mt: 3 }}>
            {action.label}
          </Button>
        )}
        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
          What’s included
        </Typography>
        <CheckList variant="features" items={plan.features} missing={plan.notIncluded} />
        {plan.overageRule && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {plan.overageRule}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
