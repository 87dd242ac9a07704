import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../api/session';
import { formatDate } from '../../../lib/format';

/** Read-only facts about the account (spec section 2, Account tab). */
export function AccountDetails({ user }: { user: SessionUser }) {
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Username', value: user.username || '—' },
    { label: 'Status', value: <Chip label="Active" color="success" size="small" variant="outlined" /> },
    {
      label: 'Email',
      value: user.emailVerified ? (
        <Chip label="Verified" color="success" size="small" variant="outlined" />
      ) : (
        <Chip label="Not verified" color="warning" size="small" variant="outlined" />
      ),
    },
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
