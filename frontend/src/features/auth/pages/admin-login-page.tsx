import { zodResolver } from '@hookform/resolvers/zod';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import type { UserDto } from '../../../api/generated/types.gen';
import {
  adminLoginSchema,
  mustStartOver,
  useAdminEnroll,
  useAdminLogin,
  useAdminVerify,
  useCompleteAdminSignIn,
  type AdminLoginValues,
} from '../api/admin-login';
import { EnrollStep, VerifyStep } from '../components/admin-second-factor';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { AuthCard } from '../components/auth-card';

/** Where the sign-in stands: the password, then the second factor (setting up the authenticator the first time). */
type Step =
  | { kind: 'password' }
  | { kind: 'enroll'; otpauthUri: string; secret: string }
  | { kind: 'recovery-codes'; admin: UserDto; codes: string[] }
  | { kind: 'verify' };

const SUBTITLES: Record<Step['kind'], string> = {
  password: 'Sign in to the back office. This area is for administrators only.',
  enroll: 'Administrators sign in with two-step verification. Set up your authenticator app to continue.',
  'recovery-codes': 'Two-step verification is on.',
  verify: 'Two-step verification',
};

export function AdminLoginPage() {
  usePageTitle('Administrator Login');
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const adminLogin = useAdminLogin();
  const adminEnroll = useAdminEnroll();
  const adminVerify = useAdminVerify();
  const completeSignIn = useCompleteAdminSignIn();
  const [step, setStep] = useState<Step>({ kind: 'password' });
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

  const loginFailed = (error: unknown, fallback: string) =>
    notify({ title: 'Login failed', description: serverMessage(error) ?? fallback, variant: 'destructive' });
  const signedIn = () => {
    notify({ title: 'Login successful', variant: 'success' });
    void navigate(target, { replace: true });
  };
  // An expired pending sign-in, or too many wrong codes: back to the password, with the server's reason.
  const codeFailed = (error: unknown) => {
    if (mustStartOver(error)) setStep({ kind: 'password' });
    loginFailed(error, 'Invalid code');
  };

  const onSubmit = (values: AdminLoginValues) =>
    adminLogin.mutate(
      { body: values },
      {
        onSuccess: (next) =>
          setStep(next.step === 'enroll' ? { kind: 'enroll', otpauthUri: next.otpauthUri ?? '', secret: next.secret ?? '' } : { kind: 'verify' }),
        onError: (error) => loginFailed(error, 'Invalid credentials'),
      },
    );
  const onEnrollCode = (code: string) =>
    adminEnroll.mutate(
      { body: { code } },
      { onSuccess: ({ user: admin, recoveryCodes }) => setStep({ kind: 'recovery-codes', admin, codes: recoveryCodes }), onError: codeFailed },
    );
  const onVerify = (body: { code: string } | { recoveryCode: string }) => adminVerify.mutate({ body }, { onSuccess: signedIn, onError: codeFailed });

  return (
    <AuthCard icon={<VerifiedUserRounded />} title="Administrator Login" subtitle={SUBTITLES[step.kind]}>
      {step.kind === 'password' && (
        <>
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
        </>
      )}
      {step.kind === 'enroll' && <EnrollStep otpauthUri={step.otpauthUri} secret={step.secret} pending={adminEnroll.isPending} onCode={onEnrollCode} />}
      {step.kind === 'recovery-codes' && (
        <RecoveryCodesPanel
          codes={step.codes}
          onDone={() => {
            completeSignIn(step.admin);
            signedIn();
          }}
        />
      )}
      {step.kind === 'verify' && (
        <VerifyStep pending={adminVerify.isPending} onCode={(code) => onVerify({ code })} onRecoveryCode={(recoveryCode) => onVerify({ recoveryCode })} />
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/" sx={{ fontWeight: 600 }}>
          Back to the home page
        </Link>
      </Typography>
    </AuthCard>
  );
}
