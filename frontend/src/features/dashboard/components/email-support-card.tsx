import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from '../../../components/icon-tile';
import { switchDashboardTab } from '../../../lib/dashboard-tabs';
import { useContactDetails } from '../api/get-contact-details';

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

/** A mailto link that breaks after the @ on narrow screens rather than mid-word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <Link href={`mailto:${email}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </Link>
  );
}

/** docs/product.md#facts-the-product-states: support by e-mail, 24/7, answered within 24 hours (address from GET /api/contact-details). */
export function EmailSupportCard() {
  const details = useContactDetails();

  return (
    <Card component="section" aria-labelledby="email-support-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <IconTile>
            <SupportAgentRounded />
          </IconTile>
          <Typography id="email-support-title" variant="h6" component="h3">
            Email Support
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Prefer your own inbox? Write to us and quote your ticket number if you have one.
        </Typography>
        <Stack spacing={2.5} sx={{ mt: 3 }}>
          <Fact icon={<EmailRounded fontSize="small" />} title="Email">
            {details.isPending ? (
              <Skeleton width={170} />
            ) : details.data ? (
              <EmailAddress email={details.data.supportEmail} />
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                <span>Our address could not be loaded.</span>
                <Button size="small" onClick={() => void details.refetch()} disabled={details.isFetching} sx={{ ml: -0.5 }}>
                  Retry
                </Button>
              </Box>
            )}
          </Fact>
          <Fact icon={<AccessTimeRounded fontSize="small" />} title="Write to us 24/7">
            Response within 24 hours
          </Fact>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
          Rather talk it through?
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Book a call with our team. Our hours: Mon-Fri 9am-6pm ET, Sat-Sun 10am-4pm ET.
        </Typography>
        <Button variant="outlined" size="small" startIcon={<EventRounded />} onClick={() => switchDashboardTab('schedule')} sx={{ mt: 1.5 }}>
          Book a Call
        </Button>
      </CardContent>
    </Card>
  );
}
