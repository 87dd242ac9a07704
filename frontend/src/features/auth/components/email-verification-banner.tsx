import MarkEmailUnreadRounded from '@mui/icons-material/MarkEmailUnreadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { serverMessage } from '../../../api/client';
import type { SessionUser } from '../../../api/session';
import { useResendVerification } from '../api/resend-verification';

/**
 * Shown in the customer area while the account's address is unproven: until the link is opened we send it no other mail
 * (support confirmations, receptionist and billing news), so the customer should know, and get a new link.
 */
export function EmailVerificationBanner({ user }: { user: SessionUser }) {
  const resend = useResendVerification();
  const address = user.pendingEmail ?? user.email;
  const outcome = resend.isSuccess
    ? resend.data.message
    : resend.isError
      ? (serverMessage(resend.error) ?? 'We could not send a new link. Please try again later.')
      : null;

  return (
    <Container maxWidth="lg" sx={{ pt: 3 }}>
      <Alert
        severity="warning"
        icon={<MarkEmailUnreadRounded />}
        // A standing notice, not an interruption: a landmark rather than role="alert", which screen readers announce at once.
        role="region"
        aria-label="Email verification"
        action={
          <Button color="inherit" size="small" variant="outlined" onClick={() => resend.mutate({})} disabled={resend.isPending} sx={{ whiteSpace: 'nowrap' }}>
            {resend.isPending ? 'Sending...' : 'Resend'}
          </Button>
        }
        sx={{
          alignItems: 'center',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          // Long addresses wrap instead of making the message a scrollable box.
          // On phones the message takes the row and Resend goes under it.
          '& .MuiAlert-message': { overflow: 'visible', flex: { xs: '1 1 calc(100% - 48px)', sm: 1 }, minWidth: 0, overflowWrap: 'anywhere' },
          '& .MuiAlert-action': { pt: 0, mr: 0, ml: { xs: 4.5, sm: 'auto' }, pl: { xs: 0, sm: 2 }, pb: { xs: 1, sm: 0 } },
        }}
      >
        <AlertTitle>Please verify your email address</AlertTitle>
        We sent a verification link to <strong>{address}</strong>. Until you open it, we send no other email to this address.
        <Box
          role="status"
          sx={(theme) => {
            const tone = theme.palette[resend.isError ? 'error' : 'success'];
            return { mt: outcome ? 1 : 0, fontWeight: 600, color: theme.palette.mode === 'dark' ? tone.light : tone.dark };
          }}
        >
          {outcome}
        </Box>
      </Alert>
    </Container>
  );
}
