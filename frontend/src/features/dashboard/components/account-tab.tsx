import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SessionUser } from '../../../api/session';
import { AccountDetails } from './account-details';
import { ChangePasswordForm } from './change-password-form';
import { NotificationsCard } from './notifications-card';
import { PersonalInfoForm } from './personal-info-form';
import { SessionsCard } from './sessions-card';

/** Profile form, password change and where the customer is signed in, beside the read-only account facts and the notification switches; one column on phones. */
export function AccountTab({ user }: { user: SessionUser }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <PersonalInfoForm user={user} />
          <ChangePasswordForm />
          <SessionsCard />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={3}>
          <AccountDetails user={user} />
          <NotificationsCard />
        </Stack>
      </Grid>
    </Grid>
  );
}
