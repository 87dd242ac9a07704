import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import ShoppingCartCheckoutRounded from '@mui/icons-material/ShoppingCartCheckoutRounded';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { hasCurrentPlan, useSessionUser, type SessionUser } from '../../../api/session';
import { checkoutPath, chosenPlanFrom, rememberChosenPlan, rememberedPlan, useChosenPlanLabel, type ChosenPlan } from '../../../lib/chosen-plan';
import { trialInvitation, usePlanTerms } from '../../../lib/plan-terms';
import { redirectTarget } from '../../../lib/redirect-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

/** The sign-up subtitle, once the plans say how long the trial is; a blank line holds its place until then. */
function SignUpInvitation() {
  const terms = usePlanTerms();
  return terms ? trialInvitation(terms) : '\u00a0';
}

/** Which plan the visitor chose, and that its checkout comes next. */
function ChosenPlanNote({ choice }: { choice: ChosenPlan }) {
  const label = useChosenPlanLabel(choice);
  if (!label) return null;
  return (
    <Alert severity="info" icon={<ShoppingCartCheckoutRounded />} sx={{ mb: 3 }}>
      {label}. Checkout comes next, once you're signed in.
    </Alert>
  );
}

/** /auth shows the login form, and with ?signup=true the registration form (docs/product.md#sign-up-and-sign-in-are-our-own-forms-at-auth). */
export function AuthPage() {
  const [searchParams] = useSearchParams();
  const signup = searchParams.get('signup') === 'true';
  usePageTitle(signup ? 'Sign Up' : 'Log In');
  const { user } = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  // The plan chosen on /pricing (docs/product.md#the-chosen-plan-carries-through), kept for the verification link too.
  const choice = chosenPlanFrom(searchParams) ?? rememberedPlan();
  useEffect(() => {
    const linked = chosenPlanFrom(searchParams);
    if (linked) rememberChosenPlan(linked);
  }, [searchParams]);
  // To the chosen plan's checkout for someone without a plan; else back to the page a guard sent the visitor from, or the dashboard.
  const destination = (signedIn: SessionUser) => (choice && !hasCurrentPlan(signedIn) ? checkoutPath(choice) : redirectTarget(location.state, '/dashboard'));

  if (user) return <Navigate to={destination(user)} replace />;

  const goOn = (signedIn: SessionUser) => void navigate(destination(signedIn), { replace: true });

  return (
    <AuthCard
      icon={signup ? <PersonAddAlt1Rounded /> : <LockOutlined />}
      title={signup ? 'Create your account' : 'Log in to your account'}
      subtitle={signup ? <SignUpInvitation /> : 'Welcome back. Manage your receptionists, subscription and support requests.'}
    >
      {choice && <ChosenPlanNote choice={choice} />}
      {signup ? <RegisterForm onSignedIn={goOn} /> : <LoginForm onSignedIn={goOn} />}

      <Divider sx={{ my: 3 }} />
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {signup ? 'Already have an account? ' : 'New here? '}
          {/* The state keeps where the visitor came from across the switch. */}
          <Link component={RouterLink} to={signup ? '/auth' : '/auth?signup=true'} state={location.state} sx={{ fontWeight: 600 }}>
            {signup ? 'Log in' : 'Create an account'}
          </Link>
        </Typography>
        {!signup && (
          <Typography variant="body2">
            <Link component={RouterLink} to="/forgot-password" sx={{ fontWeight: 600 }}>
              Forgot your password?
            </Link>
          </Typography>
        )}
      </Stack>
    </AuthCard>
  );
}
