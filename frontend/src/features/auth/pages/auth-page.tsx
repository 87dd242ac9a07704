import LockOutlined from '@mui/icons-material/LockOutlined';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSessionUser } from '../../../api/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';

/** /auth shows the login form, and with ?signup=true the registration form (DECISIONS 1). */
export function AuthPage() {
  const [searchParams] = useSearchParams();
  const signup = searchParams.get('signup') === 'true';
  usePageTitle(signup ? 'Sign Up' : 'Log In');
  const { user } = useSessionUser();

  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard
      icon={<LockOutlined />}
      title={signup ? 'Create your account' : 'Log in to your account'}
      subtitle={
        signup
          ? 'Start your 14-day free trial. No long-term contracts, cancel anytime.'
          : 'Welcome back. Manage your receptionists, subscription and support requests.'
      }
    >
      <Typography variant="body2" color="text.secondary">
        {signup ? 'Already have an account? ' : 'New here? '}
        <Link component={RouterLink} to={signup ? '/auth' : '/auth?signup=true'} sx={{ fontWeight: 600 }}>
          {signup ? 'Log in' : 'Create an account'}
        </Link>
      </Typography>
      {!signup && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          <Link component={RouterLink} to="/forgot-password" sx={{ fontWeight: 600 }}>
            Forgot your password?
          </Link>
        </Typography>
      )}
    </AuthCard>
  );
}
