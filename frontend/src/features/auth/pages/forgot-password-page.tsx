import ArrowBack from '@mui/icons-material/ArrowBack';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { serverMessage } from '../../../api/client';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notices/notices-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { forgotPasswordSchema, useForgotPassword, type ForgotPasswordValues } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

/** Asks for a reset link; the answer never says whether the account exists (docs/product.md#forgot-password-never-says-whether-the-account-exists). */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const notify = useNotify();
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = (values: ForgotPasswordValues) =>
    forgotPassword.mutate(
      { body: values },
      {
        onSuccess: () => {
          notify({
            title: 'Password reset email sent',
            description: "If the email exists in our system, you'll receive instructions to reset your password",
            variant: 'success',
          });
          setSentTo(values.email);
        },
        onError: (error) =>
          notify({
            title: 'Error',
            description: serverMessage(error) ?? 'Failed to send password reset email. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  const tryAnotherEmail = () => {
    reset({ email: '' });
    setSentTo(null);
  };

  if (sentTo) {
    return (
      <AuthCard
        icon={<MarkEmailReadRounded />}
        title="Check Your Email"
        subtitle={
          <>
            If an account exists for <strong>{sentTo}</strong>, you'll receive an email with a link to reset your password. If it doesn't arrive within a few
            minutes, check your spam folder.
          </>
        }
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/auth" variant="contained" size="large" fullWidth>
            Return to Login
          </Button>
          <Button variant="outlined" size="large" fullWidth onClick={tryAnotherEmail}>
            Try Another Email
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<MailOutlineRounded />}
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we'll send you a link to reset your password."
    >
      <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2.5} aria-label="Request a password reset link">
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <SubmitButton pending={forgotPassword.isPending} pendingLabel="Sending..." fullWidth>
          Send Reset Link
        </SubmitButton>
      </Stack>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/auth" sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBack fontSize="small" aria-hidden />
          Back to login
        </Link>
      </Typography>
    </AuthCard>
  );
}
