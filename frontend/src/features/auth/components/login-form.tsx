import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { serverMessage } from '../../../api/client';
import type { SessionUser } from '../../../api/session';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notices/notices-context';
import { loginSchema, useLogin, type LoginValues } from '../api/login';

/** Email and password; on success the session user is set and the page sends the user on. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const notify = useNotify();
  const login = useLogin();
  const { control, handleSubmit } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = (values: LoginValues) =>
    login.mutate(
      { body: values },
      {
        onSuccess: (user) => {
          notify({
            title: 'Login successful',
            description: user.firstName ? `Welcome back, ${user.firstName}` : 'Welcome back',
            variant: 'success',
          });
          onSignedIn(user);
        },
        onError: (error) => notify({ title: 'Login failed', description: serverMessage(error) ?? 'Invalid email or password', variant: 'destructive' }),
      },
    );

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2.5} aria-label="Log in">
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
      <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
      <SubmitButton pending={login.isPending} pendingLabel="Logging in..." fullWidth>
        Log In
      </SubmitButton>
    </Stack>
  );
}
