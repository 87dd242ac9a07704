import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../api/session';
import { formatDate } from '../../../lib/format';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../lib/subscription-status';
import { FactChip } from './fact-chip';

/** "Professional · Trial", or "No plan". */
function planFact({ subscriptionPlan, subscriptionStatus }: SessionUser): string {
  const status = SUBSCRIPTION_STATUS_LABELS[subscriptionStatus];
  if (!subscriptionPlan || subscriptionStatus === 'none') return status;
  return `${subscriptionPlan.charAt(0).toUpperCase()}${subscriptionPlan.slice(1)} · ${status}`;
}

/** Read-only facts about the account (docs/product.md#the-customer-area). */
export function AccountDetails({ user }: { user: SessionUser }) {
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Username', value: user.username || '—' },
    { label: 'Status', value: <FactChip label="Active" tone="success" /> },
    // The account is active whatever its plan; the plan's own status (a trial, a failed payment) is its own fact.
    { label: 'Plan', value: planFact(user) },
    { label: 'Email', value: user.emailVerified ? <FactChip label="Verified" tone="success" /> : <FactChip label="Not verified" tone="warning" /> },
    { label: 'Member since', value: formatDate(user.createdAt) },
  ];

  return (
    <Card component="section" aria-labelledby="account-details-title">
      <CardContent>
        <Typography id="account-details-title" variant="h6" component="h3">
          Account Information
        </Typography>
        <Box component="dl" sx={{ mt: 2, mb: 0 }}>
          {rows.map((row, index) => (
            <Box
              key={row.label}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 2,
                py: 1.5,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
