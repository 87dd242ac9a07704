import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { serverMessage } from '../../../api/client';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notices/notices-context';
import { changePasswordSchema, emptyChangePasswordValues, useChangePassword, type ChangePasswordValues } from '../api/change-password';

export function ChangePasswordForm() {
  const notify = useNotify();
  const changePassword = useChangePassword();
  const { control, handleSubmit, reset } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyChangePasswordValues,
  });

  const onSubmit = ({ currentPassword, newPassword }: ChangePasswordValues) =>
    changePassword.mutate(
      { body: { currentPassword, newPassword } },
      {
        onSuccess: () => {
          reset(emptyChangePasswordValues);
          notify({ title: 'Password updated', description: 'Your password has been changed successfully', variant: 'success' });
        },
        onError: (error) =>
          notify({
            title: 'Password change failed',
            description: serverMessage(error) ?? 'Failed to update password',
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card component="section" aria-labelledby="change-password-title">
      <CardContent>
        <Typography id="change-password-title" variant="h6" component="h3">
          Change Password
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Your other devices are signed out when the password changes.
        </Typography>
        <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2.5} aria-label="Change password">
          <FormPasswordField control={control} name="currentPassword" label="Current password" autoComplete="current-password" />
          <FormPasswordField control={control} name="newPassword" label="New password" autoComplete="new-password" helperText="At least 8 characters" />
          <FormPasswordField control={control} name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
          <div>
            <SubmitButton pending={changePassword.isPending} pendingLabel="Updating..." size="medium">
              Update Password
            </SubmitButton>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
