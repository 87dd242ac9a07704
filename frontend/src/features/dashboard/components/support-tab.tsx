import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverStatus } from '../../../api/client';
import type { SupportRequestDto } from '../../../api/generated/types.gen';
import type { SessionUser } from '../../../api/session';
import { useSupportRequests } from '../api/list-support-requests';
import { AuthenticationRequired } from './authentication-required';
import { EmailSupportCard } from './email-support-card';
import { SupportRequestForm } from './support-request-form';
import { SupportRequestSubmitted } from './support-request-submitted';
import { SupportRequestsList } from './support-requests-list';

/**
 * The Support tab (docs/product.md#the-customer-area): the request form (then its ticket number), support by e-mail,
 * and the customer's tickets (docs/product.md#customers-see-their-own-tickets). Signed out — no user, or the server
 * answering 401 — it asks for a login instead.
 */
export function SupportTab({ user }: { user: SessionUser | null | undefined }) {
  const [submitted, setSubmitted] = useState<SupportRequestDto | null>(null);
  const [sessionLost, setSessionLost] = useState(false);
  // A fresh, empty form each time the customer starts another request.
  const [formKey, setFormKey] = useState(0);
  const requests = useSupportRequests();
  const signedOut = !user || sessionLost || serverStatus(requests.error) === 401;

  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="section" aria-labelledby="support-form-title">
            <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
              <Typography id="support-form-title" variant="h6" component="h3">
                Submit a Support Request
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
                Tell us what you need. You get a ticket number at once, and an answer by e-mail within 24 hours.
              </Typography>
              {signedOut ? (
                <AuthenticationRequired />
              ) : submitted ? (
                <SupportRequestSubmitted
                  request={submitted}
                  email={user.email}
                  onAnother={() => {
                    setSubmitted(null);
                    setFormKey((key) => key + 1);
                  }}
                />
              ) : (
                <SupportRequestForm key={formKey} autoFocus={formKey > 0} onSubmitted={setSubmitted} onSignedOut={() => setSessionLost(true)} />
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <EmailSupportCard />
        </Grid>
      </Grid>
      {!signedOut && <SupportRequestsList />}
    </Stack>
  );
}
