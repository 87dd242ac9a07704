import ArrowBack from '@mui/icons-material/ArrowBack';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { serverFieldErrors, serverMessage } from '../../../api/client';
import { browserNavigation } from '../../../lib/browser-navigation';
import { formatCents, formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteSandboxCheckoutSession } from '../api/complete-sandbox-checkout-session';
import { useSandboxCheckoutSession } from '../api/get-sandbox-checkout-session';
import { periodUnit } from '../api/list-plans';
import type { CardDetails } from '../card-details';
import { CardForm } from '../components/card-form';
import { trialEndDate } from '../components/order-summary';
import { PAYMENT_FAILED_FALLBACK } from '../components/payment-form-props';
import { SandboxBanner } from '../components/sandbox-banner';

const MERCHANT = 'AI Receptionists';

/**
 * The sandbox's stand-in for Stripe's hosted checkout page (the redirect checkout without Stripe keys): what the
 * session sells, the card form, and a way back. It completes the session and follows the provider's redirect.
 */
export function SandboxCheckoutPage() {
  usePageTitle('Sandbox checkout');
  const { sessionId = '' } = useParams();
  const session = useSandboxCheckoutSession(sessionId);
  const complete = useCompleteSandboxCheckoutSession();
  const [refusal, setRefusal] = useState<{ message: string; fields?: Record<string, string> }>();
  const leaving = Boolean(complete.data?.redirectUrl);

  const pay = (card: CardDetails) => {
    setRefusal(undefined);
    complete.mutate(
      { path: { id: sessionId }, body: card },
      {
        onSuccess: ({ redirectUrl }) => browserNavigation.leaveTo(redirectUrl),
        onError: (error) => setRefusal({ message: serverMessage(error) ?? PAYMENT_FAILED_FALLBACK, fields: serverFieldErrors(error) }),
      },
    );
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 8 } }}>
        {session.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
            <CircularProgress aria-label="Loading checkout" />
          </Box>
        ) : session.isError ? (
          <Unavailable message={serverMessage(session.error) ?? 'This checkout session could not be loaded.'} />
        ) : session.data.status !== 'open' ? (
          <Unavailable
            message={session.data.status === 'complete' ? 'This checkout is already complete.' : 'This checkout session has expired.'}
            backUrl={session.data.cancelUrl}
          />
        ) : (
          <Grid container spacing={{ xs: 4, md: 10 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={{ xs: 3, md: 5 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <Link
                    href={session.data.cancelUrl}
                    underline="hover"
                    color="text.secondary"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
                  >
                    <ArrowBack fontSize="small" aria-hidden />
                    Cancel and return
                  </Link>
                  <Chip
                    label="Test mode"
                    size="small"
                    sx={(t) => ({
                      fontWeight: 700,
                      bgcolor: alpha(t.palette.warning.main, 0.16),
                      color: t.palette.mode === 'dark' ? 'warning.main' : '#93370d',
                    })}
                  />
                </Stack>
                <Box>
                  <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                    {MERCHANT}
                  </Typography>
                  <Typography component="h1" variant="h5" color="text.secondary" sx={{ mt: 2, fontWeight: 500 }}>
                    Subscribe to {session.data.planName}
                  </Typography>
                  <SessionPrice
                    amountCents={session.data.amountCents}
                    currency={session.data.currency}
                    period={session.data.period}
                    trialDays={session.data.trialDays}
                  />
                </Box>
                <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                  <SandboxBanner />
                </Box>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Box
                component="section"
                aria-labelledby="pay-with-card-title"
                sx={(t) => ({
                  p: { xs: 0, md: 4 },
                  borderRadius: 4,
                  bgcolor: { md: 'background.paper' },
                  boxShadow: { md: t.palette.mode === 'light' ? `0 8px 32px ${alpha(t.palette.grey[900], 0.08)}` : 'none' },
                  border: { md: `1px solid ${t.palette.divider}` },
                })}
              >
                <Typography id="pay-with-card-title" variant="h6" component="h2" sx={{ mb: 2.5 }}>
                  Pay with card
                </Typography>
                <CardForm
                  submitLabel={session.data.trialDays > 0 ? 'Start trial' : 'Pay'}
                  pending={complete.isPending || leaving}
                  onSubmit={pay}
                  error={refusal?.message}
                  fieldErrors={refusal?.fields}
                  footnote={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      <LockRounded sx={{ fontSize: 14 }} aria-hidden />
                      Sandbox checkout: no real card is charged.
                    </Box>
                  }
                />
                <Box sx={{ display: { md: 'none' }, mt: 4 }}>
                  <SandboxBanner />
                </Box>
              </Box>
            </Grid>
          </Grid>
        )}
      </Container>
    </Box>
  );
}

function SessionPrice({ amountCents, currency, period, trialDays }: { amountCents: number; currency: string; period: string; trialDays: number }) {
  const unit = periodUnit(period);
  const price = formatCents(amountCents, currency);
  if (trialDays > 0) {
    return (
      <>
        <Typography variant="h3" component="p" sx={{ mt: 1 }}>
          {trialDays} days free
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="session-then">
          Then {price} per {unit} starting {formatDate(trialEndDate(trialDays))}
        </Typography>
      </>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'baseline' }}>
      <Typography variant="h3" component="p">
        {price}
      </Typography>
      <Typography color="text.secondary">per {unit}</Typography>
    </Stack>
  );
}

function Unavailable({ message, backUrl }: { message: string; backUrl?: string }) {
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', textAlign: 'center', py: 8 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {MERCHANT}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 3 }}>
        Checkout unavailable
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {message}
      </Typography>
      {backUrl ? (
        <Link href={backUrl} sx={{ display: 'inline-block', mt: 3, fontWeight: 600 }}>
          Return to {MERCHANT}
        </Link>
      ) : (
        <Link component={RouterLink} to="/pricing" sx={{ display: 'inline-block', mt: 3, fontWeight: 600 }}>
          Return to {MERCHANT}
        </Link>
      )}
    </Box>
  );
}
