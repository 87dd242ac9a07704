import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { serverErrorCode, serverMessage } from '../../../api/client';
import { hasCurrentPlan, useSessionUser } from '../../../api/session';
import { checkoutPath, rememberedPlan } from '../../../lib/chosen-plan';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';

/** The link mailed to prove an address: verifying, then verified, or invalid/expired with a way to a new link. */
export function VerifyEmailPage() {
  usePageTitle('Verify Email');
  const token = useSearchParams()[0].get('token');
  const verification = useVerifyEmail(token);
  const { user } = useSessionUser();
  // Signed in, on to the plan chosen before signing up (docs/product.md#the-chosen-plan-carries-through), else the
  // dashboard, whose banner sends a new link; signed out, logging in leads there.
  const choice = rememberedPlan();
  const next = !user
    ? { to: '/auth', label: 'Log In' }
    : choice && !hasCurrentPlan(user)
      ? { to: checkoutPath(choice), label: 'Continue to Checkout' }
      : { to: '/dashboard', label: 'Go to Dashboard' };

  if (token && verification.isPending) {
    return <AuthCard icon={<CircularProgress size={22} color="inherit" />} title="Verifying your email..." subtitle="This takes just a moment." />;
  }

  if (verification.isSuccess) {
    return (
      <AuthCard icon={<MarkEmailReadRounded />} title="Email Verified" subtitle={verification.data.message}>
        <Button component={RouterLink} to={next.to} variant="contained" size="large" fullWidth>
          {next.label}
        </Button>
      </AuthCard>
    );
  }

  const taken = serverErrorCode(verification.error) === 'AUTH.EMAIL_CHANGE_TAKEN';
  return (
    <AuthCard
      icon={<LinkOffRounded />}
      title={taken ? 'Email Already in Use' : 'Invalid or Expired Link'}
      subtitle={
        taken
          ? serverMessage(verification.error)
          : `This verification link is invalid or has expired. Links work once, for 24 hours, and only the newest one. ${user ? 'Send a new one from your dashboard.' : 'Log in to send a new one.'}`
      }
    >
      <Button component={RouterLink} to={next.to} variant="contained" size="large" fullWidth>
        {next.label}
      </Button>
    </AuthCard>
  );
}
