import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { serverMessage, serverStatus } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { formatCents, formatDate } from '../../../lib/format';
import { planTerms } from '../../../lib/plan-terms';
import { useChangePlan } from '../api/change-plan';
import type { BillingSummary } from '../api/get-billing';
import { periodFrom, periodUnit, planPriceCents, type BillingPeriod, type Plan } from '../api/list-plans';

interface ChangePlanDialogProps {
  open: boolean;
  onClose: () => void;
  billing: BillingSummary;
  /** The plans bought online. */
  plans: Plan[];
  /** Opened with 'Resume' on a cancelled plan: the current plan is preselected and keeping it resumes it. */
  resume: boolean;
  /** A plan to preselect instead of the current one (an Upgrade button's: docs/product.md#usage-alerts). */
  offeredPlanId?: Plan['id'];
}

/** Another plan or billing period, prorated and charged at once; with the same plan, a cancelled one resumes. */
export function ChangePlanDialog({ open, onClose, billing, plans, resume, offeredPlanId }: ChangePlanDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const changePlan = useChangePlan();
  const currentPeriod = periodFrom(billing.period);
  const terms = planTerms(plans);
  const [planId, setPlanId] = useState<Plan['id'] | ''>(offeredPlanId ?? billing.planId ?? plans[0]?.id ?? '');
  const [period, setPeriod] = useState<BillingPeriod>(currentPeriod);

  const samePlan = planId === billing.planId && period === currentPeriod;
  const resuming = billing.status === 'cancelled' && samePlan;
  const canSubmit = Boolean(planId) && (!samePlan || billing.status === 'cancelled');

  // Shown in the dialog: while it is open, the rest of the page (notices included) is hidden from screen readers.
  const failure = changePlan.isError
    ? {
        title: serverStatus(changePlan.error) === 402 ? 'Payment failed' : 'Plan change failed',
        message: serverMessage(changePlan.error) ?? 'Please try again later.',
      }
    : null;

  const submit = () => {
    changePlan.mutate(
      { body: { planId: planId as Plan['id'], isAnnual: period === 'annual' } },
      {
        onSuccess: (result) => {
          notify({ title: resuming ? 'Subscription resumed' : 'Plan changed', description: result.message, variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={changePlan.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="change-plan-title"
    >
      <DialogTitle id="change-plan-title">{resume ? 'Resume your subscription' : 'Change your plan'}</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="change-plan-period" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
              Billing period
            </FormLabel>
            <RadioGroup row aria-labelledby="change-plan-period" value={period} onChange={(event) => setPeriod(periodFrom(event.target.value))}>
              <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
              <FormControlLabel value="annual" control={<Radio />} label={terms ? `Annual (save ${terms.annualDiscountPercent}%)` : 'Annual'} />
            </RadioGroup>
          </FormControl>

          <FormControl>
            <FormLabel id="change-plan-plans" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
              Plan
            </FormLabel>
            <RadioGroup
              aria-labelledby="change-plan-plans"
              value={planId}
              onChange={(event) => setPlanId(event.target.value as Plan['id'])}
              // nowrap: a wrapping column sizes to its widest option instead of the dialog
              sx={{ gap: 1.5, flexWrap: 'nowrap' }}
            >
              {plans.map((plan) => {
                const price = planPriceCents(plan, period);
                const current = plan.id === billing.planId && period === currentPeriod;
                return (
                  <Box
                    key={plan.id}
                    sx={(t) => ({
                      border: `1px solid ${planId === plan.id ? t.palette.primary.main : t.palette.divider}`,
                      borderRadius: 3,
                      px: { xs: 1, sm: 2 },
                      py: 1,
                      minWidth: 0,
                    })}
                  >
                    <FormControlLabel
                      value={plan.id}
                      control={<Radio />}
                      sx={{ width: '100%', m: 0, '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
                      label={
                        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, py: 0.5 }}>
                          <Box sx={{ minWidth: 0 }}>
                            <Typography sx={{ fontWeight: 650 }}>
                              {plan.name}
                              {current && (
                                <>
                                  {' '}
                                  <Typography component="span" variant="body2" color="text.secondary">
                                    (current)
                                  </Typography>
                                </>
                              )}
                            </Typography>
                            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                              {plan.description}
                            </Typography>
                          </Box>
                          {price !== null && (
                            <Typography sx={{ fontWeight: 650, whiteSpace: 'nowrap' }}>
                              {formatCents(price)}/{periodUnit(period)}
                            </Typography>
                          )}
                        </Stack>
                      }
                    />
                  </Box>
                );
              })}
            </RadioGroup>
          </FormControl>

          {failure && (
            <Alert severity="error">
              <AlertTitle>{failure.title}</AlertTitle>
              {failure.message}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" data-testid="proration-note">
            {billing.status === 'trial'
              ? `You're in your free trial: nothing is charged today, and the new price applies from ${formatDate(billing.trialEndsAt ?? billing.currentPeriodEnd)}.`
              : resuming
                ? `Your plan continues after ${formatDate(billing.currentPeriodEnd)} and renews as before; nothing is charged today.`
                : 'The change takes effect now. Your card on file is charged today for the prorated difference over the rest of this billing period; moving to a cheaper plan leaves a credit for your next invoices.'}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={changePlan.isPending}>
          Not now
        </Button>
        <Button variant="contained" onClick={submit} disabled={!canSubmit} loading={changePlan.isPending} loadingPosition="start">
          {changePlan.isPending ? 'Saving...' : resuming ? 'Resume Subscription' : 'Change Plan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
