import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { serverMessage } from '../../../api/client';
import type { SessionUser } from '../../../api/session';
import { CompanySizeField } from '../../../components/form/company-size-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notices/notices-context';
import {
  accountInfoSchema,
  changedAccountFields,
  toAccountInfoValues,
  useUpdateCurrentUser,
  type AccountInfoValues,
} from '../api/update-current-user';

/** The user's own profile, prefilled; only what changed is sent. */
export function PersonalInfoForm({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const updateUser = useUpdateCurrentUser();
  const { control, handleSubmit, reset } = useForm<AccountInfoValues>({
    resolver: zodResolver(accountInfoSchema),
    defaultValues: toAccountInfoValues(user),
  });

  const onSubmit = (values: AccountInfoValues) => {
    const changes = changedAccountFields(values, user);
    if (Object.keys(changes).length === 0) {
      notify({ title: 'No changes made', description: 'Your account information is already up to date.' });
      return;
    }
    updateUser.mutate(
      { body: changes },
      {
        onSuccess: (updated) => {
          reset(toAccountInfoValues(updated));
          notify({ title: 'Account updated', description: 'Your account information has been saved', variant: 'success' });
        },
        onError: (error) =>
          notify({
            title: 'Update failed',
            description: serverMessage(error) ?? 'Failed to update account information',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card component="section" aria-labelledby="personal-info-title">
      <CardContent>
        <Typography id="personal-info-title" variant="h6" component="h3">
          Personal Information
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Update your contact details and company information.
        </Typography>
        <Grid component="form" noValidate onSubmit={handleSubmit(onSubmit)} container spacing={2.5} aria-label="Personal information">
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="companyName" label="Company name" autoComplete="organization" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CompanySizeField control={control} name="companySize" />
          </Grid>
          <Grid size={12}>
            <SubmitButton pending={updateUser.isPending} pendingLabel="Saving..." size="medium">
              Save Changes
            </SubmitButton>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
