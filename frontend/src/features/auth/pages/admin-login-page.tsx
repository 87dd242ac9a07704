import { zodResolver } from '@hookform/resolvers/zod';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../../api/client';
import { getAdminMeOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { isAdmin, useSessionUser } from '../../../api/session';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notices/notices-context';
import { PageLoader } from '../../../components/page-loader';
import { redirectTarget } from '../../../lib/redirect-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminLoginSchema, useAdminLogin, type AdminLoginValues } from '../api/admin-login';
import { AuthCard } from '../components/auth-card';

export function AdminLoginPage() {
  usePageTitle('Administrator Login');
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const adminLogin = useAdminLogin();
  const { user } = useSessionUser();
  // Only an administrator's session is worth asking about; an admin signed in through the customer
  // login is not an admin session (GET /api/admin/me answers 403), so they still see the form.
  const adminMe = useQuery({ ...getAdminMeOptions(), staleTime: 0, enabled: isAdmin(user) });
  const target = redirectTarget(location.state, '/admin');
  const { control, handleSubmit } = useForm<AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  if (isAdmin(adminMe.data)) return <Navigate to={target} replace />;
  if (isAdmin(user) && adminMe.isPending) return <PageLoader label="Checking your access" />;

  const onSubmit = (values: AdminLoginValues) =>
    adminLogin.mutate(
      { body: values },
      {
        onSuccess: () => {
          notify({ title: 'Login successful', variant: 'success' });
          void navigate(target, { replace: true });
        },
        onError: (error) =>
          notify({ title: 'Login failed', description: serverMessage(error) ?? 'Invalid credentials', variant: 'destructive' }),
      },
    );

  return (
    <AuthCard
      icon={<VerifiedUserRounded />}
      title="Administrator Login"
      subtitle="Sign in to the back office. This area is for administrators only."
    >
      {/* Static text, not a live announcement: role=alert is kept for failures. */}
      <Alert severity="warning" role="note" sx={{ mb: 3 }}>
        Restricted area. Unauthorized access attempts are logged.
      </Alert>
      <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2.5} aria-label="Administrator login">
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
        <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
        <SubmitButton pending={adminLogin.isPending} pendingLabel="Signing in..." fullWidth>
          Sign In
        </SubmitButton>
      </Stack>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/" sx={{ fontWeight: 600 }}>
          Back to the home page
        </Link>
      </Typography>
    </AuthCard>
  );
}
