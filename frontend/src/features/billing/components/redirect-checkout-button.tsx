import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverMessage, serverStatus } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { browserNavigation } from '../../../lib/browser-navigation';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import type { BillingPeriod, Plan } from '../api/list-plans';
import { SUBSCRIPTION_TAB } from '../paths';

interface RedirectCheckoutButtonProps {
  planId: Plan['id'];
  period: BillingPeriod;
  children: string;
  variant?: ButtonProps['variant'];
}

/** Starts the redirect checkout: the server opens a session at the provider, and the browser goes to its page. */
export function RedirectCheckoutButton({ planId, period, children, variant = 'contained' }: RedirectCheckoutButtonProps) {
  const notify = useNotify();
  const createSession = useCreateCheckoutSession();
  const [problem, setProblem] = useState<{ message: string; subscribed: boolean } | null>(null);
  // Stays busy after success too: the browser is leaving for the checkout page.
  const busy = createSession.isPending || Boolean(createSession.data?.url);

  const start = () => {
    setProblem(null);
    createSession.mutate(
      { body: { planId, isAnnual: period === 'annual' } },
      {
        onSuccess: ({ url }) => {
          if (url) return browserNavigation.leaveTo(url);
          const text = 'No checkout URL returned from server';
          setProblem({ message: text, subscribed: false });
          notify({ title: 'Checkout failed', description: text, variant: 'destructive' });
        },
        onError: (error) => {
          const text = serverMessage(error) ?? 'Please try again later.';
          setProblem({ message: text, subscribed: serverStatus(error) === 409 });
          notify({ title: 'Checkout failed', description: text, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      <Button variant={variant} size="large" onClick={start} loading={busy} loadingPosition="start" startIcon={<LockRounded />}>
        {busy ? 'Opening checkout...' : children}
      </Button>
      {problem && (
        <Alert severity="error">
          {problem.message}
          {problem.subscribed && (
            <>
              {' '}
              <Link component={RouterLink} to={SUBSCRIPTION_TAB} color="inherit" sx={{ fontWeight: 600 }}>
                Go to your subscription
              </Link>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
