import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationPreferencesDto } from '../../../api/generated/types.gen';
import { serverMessage } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { useNotificationPreferences, useReceptionistChoices, useSaveNotificationPreferences } from '../api/notification-preferences';

interface Choice {
  label: string;
  description: string;
  checked: boolean;
  change: (on: boolean) => Partial<NotificationPreferencesDto>;
}

/** The notification mail switches (docs/product.md#notifications), each saved as soon as it is flipped. */
export function NotificationsCard() {
  const preferences = useNotificationPreferences();
  const receptionists = useReceptionistChoices();
  const save = useSaveNotificationPreferences();
  const notify = useNotify();

  const saved = preferences.data;
  const apply = (change: Partial<NotificationPreferencesDto>) => {
    if (!saved) return;
    save.mutate(
      { body: { ...saved, ...change } },
      {
        onSuccess: () => notify({ title: 'Notifications saved', description: 'Your e-mail preferences have been updated', variant: 'success' }),
        onError: (error) =>
          notify({ title: 'Notifications not saved', description: serverMessage(error) ?? 'Failed to save your e-mail preferences', variant: 'destructive' }),
      },
    );
  };

  const account: Choice[] = saved
    ? [
        {
          label: 'Daily digest',
          description: 'At 7 AM in your time zone, the day before’s calls and what needs you',
          checked: saved.dailyDigest,
          change: (on) => ({ dailyDigest: on }),
        },
        {
          label: 'Usage alerts',
          description: 'When your calls reach 80% and 100% of your plan this period',
          checked: saved.usageAlerts,
          change: (on) => ({ usageAlerts: on }),
        },
        {
          label: 'Call summaries for all receptionists',
          description: 'A mail after every call',
          checked: saved.callSummaries,
          change: (on) => ({ callSummaries: on }),
        },
      ]
    : [];
  const perReceptionist: Choice[] =
    saved && receptionists.data
      ? receptionists.data.map(({ id, name }) => ({
          label: name,
          description: saved.callSummaries ? 'On for all receptionists' : 'A mail after each of its calls',
          checked: saved.callSummaries || saved.callSummaryReceptionistIds.includes(id),
          change: (on) => ({
            callSummaryReceptionistIds: on ? [...saved.callSummaryReceptionistIds, id] : saved.callSummaryReceptionistIds.filter((other) => other !== id),
          }),
        }))
      : [];

  return (
    <Card component="section" aria-labelledby="notifications-title">
      <CardContent>
        <Typography id="notifications-title" variant="h6" component="h3">
          Notifications
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          Choose the e-mails we send you. Every one of them has a link to turn it off.
        </Typography>
        {preferences.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Loading your notifications" />
          </Box>
        )}
        {preferences.isError && <Alert severity="error">{serverMessage(preferences.error) ?? 'Your e-mail preferences could not be loaded'}</Alert>}
        {saved && (
          <>
            <Switches choices={account} disabled={save.isPending} onChange={apply} />
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h4" id="call-summaries-title">
              Call summaries by receptionist
            </Typography>
            {receptionists.isError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {serverMessage(receptionists.error) ?? 'Your receptionists could not be loaded'}
              </Alert>
            )}
            {receptionists.data?.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                You have no receptionists yet.
              </Typography>
            )}
            <Switches choices={perReceptionist} disabled={save.isPending || saved.callSummaries} onChange={apply} labelledBy="call-summaries-title" />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Switches({
  choices,
  disabled,
  onChange,
  labelledBy,
}: {
  choices: Choice[];
  disabled: boolean;
  onChange: (change: Partial<NotificationPreferencesDto>) => void;
  labelledBy?: string;
}) {
  return (
    <FormGroup aria-labelledby={labelledBy}>
      {choices.map((choice) => (
        <FormControlLabel
          key={choice.label}
          sx={{ alignItems: 'flex-start', mx: 0, my: 0.5, gap: 1, justifyContent: 'space-between' }}
          labelPlacement="start"
          control={<Switch checked={choice.checked} disabled={disabled} onChange={(_event, on) => onChange(choice.change(on))} />}
          label={
            <Box sx={{ pt: 0.75 }}>
              <Typography variant="body1">{choice.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {choice.description}
              </Typography>
            </Box>
          }
        />
      ))}
    </FormGroup>
  );
}
