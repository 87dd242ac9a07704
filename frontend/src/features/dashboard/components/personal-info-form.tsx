import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useForm, useWatch } from 'react-hook-form';
import { serverFieldErrors, serverMessage } from '../../../api/client';
import type { SessionUser } from '../../../api/session';
import { CompanySizeField } from '../../../components/form/company-size-field';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PersonFields } from '../../../components/form/person-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { TimeZoneField } from '../../../components/form/time-zone-field';
import { noticeIfUnchanged, useNotify } from '../../../components/notices/notices-context';
import {
  accountInfoSchema,
  changedAccountFields,
  isEmailChanging,
  toAccountInfoValues,
  useUpdateCurrentUser,
  type AccountInfoValues,
} from '../api/update-current-user';
import { useResendVerification } from '../api/resend-verification';

/**
 * The user's own profile, prefilled; only what changed is sent. A new e-mail asks for the current password and waits
 * for the link sent to it: the pending address is shown until then.
 */
export function PersonalInfoForm({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const updateUser = useUpdateCurrentUser();
  const { control, handleSubmit, reset, setError } = useForm<AccountInfoValues>({
    resolver: zodResolver(accountInfoSchema),
    defaultValues: toAccountInfoValues(user),
  });
  const emailChanging = isEmailChanging(useWatch({ control, name: 'email' }), user);

  const onSubmit = (values: AccountInfoValues) => {
    if (emailChanging && !values.currentPassword) {
      setError('currentPassword', { message: 'Current password is required' }, { shouldFocus: true });
      return;
    }
    const changes = changedAccountFields(values, user);
    if (noticeIfUnchanged(notify, changes, 'Your account information is already up to date.')) return;
    updateUser.mutate(
      { body: changes },
      {
        onSuccess: (updated) => {
          reset(toAccountInfoValues(updated));
          const description = changes.email
            ? `We sent a link to ${updated.pendingEmail}. Your email changes once you open it.`
            : 'Your account information has been saved';
          notify({ title: 'Account updated', description, variant: 'success' });
        },
        onError: (error) => {
          const fieldError = serverFieldErrors(error)?.currentPassword;
          if (fieldError) setError('currentPassword', { message: fieldError });
          const zoneError = serverFieldErrors(error)?.timeZone;
          if (zoneError) setError('timeZone', { message: zoneError });
          notify({
            title: 'Update failed',
            description: serverMessage(error) ?? 'Failed to update account information',
            variant: 'destructive',
          });
        },
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
          <PersonFields control={control} />
          {emailChanging && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormPasswordField
                control={control}
                name="currentPassword"
                label="Current password"
                autoComplete="current-password"
                helperText="Needed to change your email"
              />
            </Grid>
          )}
          {user.pendingEmail && (
            <Grid size={12}>
              <PendingEmailNotice pendingEmail={user.pendingEmail} />
            </Grid>
          )}
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
            <TimeZoneField
              control={control}
              name="timeZone"
              label="Your time zone"
              helperText="The times in your mails, your daily digest (sent at 7 AM) and your overview’s days. Each receptionist’s opening hours have their own, in its settings."
            />
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

/** A requested e-mail waits for its link; a new link can be sent from here. */
function PendingEmailNotice({ pendingEmail }: { pendingEmail: string }) {
  const resend = useResendVerification();
  const outcome = resend.isSuccess ? resend.data.message : resend.isError ? (serverMessage(resend.error) ?? 'We could not send a new link.') : null;
  return (
    <Alert
      severity="info"
      role="note"
      aria-label="Pending email change"
      sx={{ '& .MuiAlert-message': { overflow: 'visible', minWidth: 0, overflowWrap: 'anywhere' } }}
      action={
        <Button color="inherit" size="small" onClick={() => resend.mutate({})} disabled={resend.isPending} sx={{ whiteSpace: 'nowrap' }}>
          {resend.isPending ? 'Sending...' : 'Resend link'}
        </Button>
      }
    >
      Your email changes to <strong>{pendingEmail}</strong> once you open the link we sent there.
      <Typography role="status" variant="body2" sx={{ mt: outcome ? 0.5 : 0, fontWeight: 600 }}>
        {outcome}
      </Typography>
    </Alert>
  );
}
