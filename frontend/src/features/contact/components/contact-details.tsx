import EmailRounded from '@mui/icons-material/EmailRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useContactDetails } from '../api/get-contact-details';
import { EmailLink } from './email-link';

// The addresses, hours and support promise (docs/product.md#facts-the-product-states).
const hours = [
  { days: 'Mon-Fri', time: '9am-6pm ET' },
  { days: 'Sat and Sun', time: '10am-4pm ET' },
];

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={(t) => ({
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(t.palette.primary.main, 0.1),
        })}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

function Address({ email, loading }: { email: string | undefined; loading: boolean }) {
  if (loading) return <Skeleton width={180} />;
  if (!email) return null;
  return <EmailLink email={email} />;
}

/** Where to write (GET /api/contact-details) and when we answer. */
export function ContactDetails() {
  const details = useContactDetails();
  const loading = details.isPending;

  return (
    <Card component="section" aria-labelledby="contact-details-title">
      <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
        <Typography id="contact-details-title" variant="h5" component="h2">
          Contact details
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Prefer email? Write to the team that can help.
        </Typography>
        {details.isError && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }} role="alert">
            <Typography variant="body2" color="error">
              Our email addresses could not be loaded. You can still use the form.
            </Typography>
            <Button size="small" onClick={() => void details.refetch()} disabled={details.isFetching}>
              Retry
            </Button>
          </Stack>
        )}
        <Stack spacing={3}>
          {!details.isError && (
            <>
              <Row icon={<EmailRounded />} title="Sales">
                <Typography variant="body2" color="text.secondary">
                  Plans, demos and partnerships
                </Typography>
                <Address email={details.data?.salesEmail} loading={loading} />
              </Row>
              <Row icon={<SupportAgentRounded />} title="Support">
                <Typography variant="body2" color="text.secondary">
                  Help with your account or receptionist
                </Typography>
                <Address email={details.data?.supportEmail} loading={loading} />
              </Row>
            </>
          )}
          <Row icon={<ScheduleRounded />} title="Business hours">
            <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
              {hours.map((row) => (
                <Box key={row.days} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {row.days}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                    {row.time}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Row>
        </Stack>
      </CardContent>
    </Card>
  );
}
