import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { serverMessage } from '../../../api/client';
import type { SessionUser } from '../../../api/session';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notices/notices-context';
import { emptyRegisterValues, registerSchema, toRegisterBody, useRegister, type RegisterValues } from '../api/register';
import { CompanySizeField } from '../../../components/form/company-size-field';

/** The sign-up form; the new account is signed in at once. */
export function RegisterForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const notify = useNotify();
  const register = useRegister();
  const { control, handleSubmit } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: emptyRegisterValues,
  });

  const onSubmit = (values: RegisterValues) =>
    register.mutate(
      { body: toRegisterBody(values) },
      {
        onSuccess: (user) => {
          notify({
            title: 'Registration successful',
            description: `Welcome, ${user.firstName || user.email}! Your account is ready.`,
            variant: 'success',
          });
          onSignedIn(user);
        },
        onError: (error) => notify({ title: 'Registration failed', description: serverMessage(error) ?? 'Could not create account', variant: 'destructive' }),
      },
    );

  return (
    <Grid component="form" noValidate onSubmit={handleSubmit(onSubmit)} container spacing={2.5} aria-label="Create account">
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="email" label="Work email" type="email" autoComplete="email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CompanySizeField control={control} name="companySize" />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="companyName" label="Company name" autoComplete="organization" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPasswordField control={control} name="password" label="Password" autoComplete="new-password" helperText="At least 8 characters" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPasswordField control={control} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
      </Grid>
      <Grid size={12}>
        <SubmitButton pending={register.isPending} pendingLabel="Creating account..." fullWidth>
          Create Account
        </SubmitButton>
      </Grid>
    </Grid>
  );
}
