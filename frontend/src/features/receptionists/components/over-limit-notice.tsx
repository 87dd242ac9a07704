import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReceptionistUsage } from '../api/get-receptionist-usage';
import { overLimitSummary, plural } from '../plan-limits-text';
import { SUBSCRIPTION_PATH } from './plan-usage-summary';

/** Above the cards when the plan shrank below what the customer has: how many are over the limit, why, and what to do. */
export function OverLimitNotice({ usage }: { usage: ReceptionistUsage }) {
  const titleId = useId();
  if (usage.overLimitCount === 0) return null;
  return (
    <Alert severity="warning" role="region" aria-labelledby={titleId} sx={{ mb: 3, alignItems: 'flex-start' }}>
      <AlertTitle id={titleId}>{plural(usage.overLimitCount, 'receptionist')} over your plan’s limit</AlertTitle>
      <Typography variant="body2">{overLimitSummary(usage)}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Receptionists over the limit don’t answer calls: our team pauses them. Choose which ones stay active
        {usage.overLanguageCount > 0 ? ', remove languages' : ''} or upgrade your plan.
      </Typography>
      {/* Below the text rather than beside it, so a phone keeps the whole width for the explanation. */}
      <Button component={RouterLink} to={SUBSCRIPTION_PATH} variant="outlined" color="inherit" size="small" sx={{ mt: 1.25 }}>
        Upgrade plan
      </Button>
    </Alert>
  );
}
