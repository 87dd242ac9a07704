import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../api/session';
import { formatDate } from '../../../lib/format';

/** Read-only facts about the account (docs/product.md#the-customer-area). */
export function AccountDetails({ user }: { user: SessionUser }) {
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Username', value: user.username || '—' },
    { label: 'Status', value: <FactChip label="Active" tone="success" /> },
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

/** An outlined chip whose text keeps 4.5:1 contrast in both themes (the palette's main shades are too light on white). */
function FactChip({ label, tone }: { label: string; tone: 'success' | 'warning' }) {
  return (
    <Chip
      label={label}
      size="small"
      variant="outlined"
      sx={(theme) => {
        const color = theme.palette.mode === 'dark' ? theme.palette[tone].light : theme.palette[tone].dark;
        return { color, borderColor: color };
      }}
    />
  );
}
