import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useAdminNotices } from '../api/get-admin-notices';

/** Across every back-office page while production runs the sandbox payment provider: plans are granted for test cards. */
export function TestPaymentsBanner() {
  const { data: notices } = useAdminNotices();
  if (!notices?.sandboxInProduction) return null;
  return (
    <Alert severity="error" variant="filled" sx={{ mt: 3, borderRadius: 2 }}>
      <AlertTitle sx={{ fontWeight: 700 }}>Test payments</AlertTitle>
      The sandbox payment provider is active: no card is charged, and test cards get paid plans. Set up Stripe (PAYMENTS_PROVIDER=stripe) to take real payments.
    </Alert>
  );
}
