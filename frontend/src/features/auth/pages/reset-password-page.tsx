import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../../api/client';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notices/notices-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { resetPasswordSchema, useResetPassword, type ResetPasswordValues } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { AuthCard } from '../components/auth-card';

/** docs/product.md#screens-that-move-through-states: verifying, then the form or the invalid screen; after the form, complete. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const token = useSearchParams()[0].get('token');
  const validity = useValidateResetToken(token);
  const resetPassword = useResetPassword();

  if (resetPassword.isSuccess) {
    return (
      <AuthCard
        icon={<CheckCircleRounded />}
        title="Password Reset Complete"
        subtitle="Your password has been changed. You can now log in with your new password."
      >
        <Button component={RouterLink} to="/auth" variant="contained" size="large" fullWidth>
          Login Now
        </Button>
      </AuthCard>
    );
  }

  // Without a token there is nothing to verify: the link is invalid straight away.
  if (token && validity.isPending) {
    return <AuthCard icon={<CircularProgress size={22} color="inherit" />} title="Verifying your reset link..." subtitle="This takes just a moment." />;
  }

  if (!token || !validity.data?.success) {
    return (
      <AuthCard
        icon={<LinkOffRounded />}
        title="Invalid or Expired Link"
        subtitle="This password reset link is invalid or has expired. Reset links can be used once and only for a limited time."
      >
        <Button component={RouterLink} to="/forgot-password" variant="contained" size="large" fullWidth>
          Request New Link
        </Button>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/auth" sx={{ fontWeight: 600 }}>
            Back to login
          </Link>
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<LockResetRounded />} title="Reset your password" subtitle="Choose a new password for your account.">
      <NewPasswordForm token={token} resetPassword={resetPassword} />
    </AuthCard>
  );
}

function NewPasswordForm({ token, resetPassword }: { token: string; resetPassword: ReturnType<typeof useResetPassword> }) {
  const notify = useNotify();
  const { control, handleSubmit } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = ({ password }: ResetPasswordValues) =>
    resetPassword.mutate(
      { body: { token, newPassword: password } },
      {
        onSuccess: () => notify({ title: 'Password reset successful', variant: 'success' }),
        onError: (error) =>
          notify({
            title: 'Password reset failed',
            description: serverMessage(error) ?? 'Unable to reset your password. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2.5} aria-label="Set a new password">
      <FormPasswordField control={control} name="password" label="New password" autoComplete="new-password" autoFocus helperText="At least 8 characters" />
      <FormPasswordField control={control} name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
      <SubmitButton pending={resetPassword.isPending} pendingLabel="Resetting..." fullWidth>
        Reset Password
      </SubmitButton>
    </Stack>
  );
}
