import EventRounded from '@mui/icons-material/EventRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../api/client';
import type { CalendarConnectionDto } from '../../../api/generated/types.gen';
import { formatDate } from '../../../lib/format';
import { useConnectCalendar, useDisconnectCalendar, useReceptionistCalendar } from '../api/calendar';
import type { SettingsScope } from '../api/settings';
import { Section } from './section';

const DISCONNECTED_BECAUSE = {
  revoked: 'access to it was removed in Google',
  refresh_failed: 'Google stopped accepting our access to it',
} as const;

/**
 * Where the receptionist's appointments are written (docs/product.md#google-calendar): the built-in calendar, or the
 * business's Google Calendar, connected from here and shown as disconnected when Google stops taking our access. Our
 * team sees which, and cannot connect a customer's account.
 */
export function CalendarSection({ scope, id }: { scope: SettingsScope; id: number }) {
  const calendar = useReceptionistCalendar(scope, id);
  const connect = useConnectCalendar();
  const disconnect = useDisconnectCalendar(id);
  const refused = connect.error ?? disconnect.error;

  const startConnecting = () => connect.mutate({ path: { id } }, { onSuccess: ({ url }) => window.location.assign(url) });

  return (
    <Section id="calendar" title="Calendar" description="The calendar your receptionist writes appointments to, and checks for busy times before offering one.">
      {calendar.isPending ? (
        <Typography variant="body2" color="text.secondary">
          Loading the calendar…
        </Typography>
      ) : calendar.isError ? (
        <Alert severity="error">{serverMessage(calendar.error) ?? 'The calendar could not be loaded.'}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <CalendarState connection={calendar.data} />
          {refused && <Alert severity="error">{serverMessage(refused) ?? 'That did not work. Please try again.'}</Alert>}
          {scope === 'customer' && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              {(calendar.data.provider === 'sandbox' || calendar.data.state === 'disconnected') && (
                <Button type="button" variant="contained" startIcon={<EventRounded />} onClick={startConnecting} disabled={connect.isPending}>
                  {calendar.data.provider === 'sandbox' ? 'Connect Google Calendar' : 'Reconnect Google Calendar'}
                </Button>
              )}
              {calendar.data.provider === 'google' && (
                <Button type="button" variant="outlined" onClick={() => disconnect.mutate({ path: { id } })} disabled={disconnect.isPending}>
                  Disconnect
                </Button>
              )}
            </Box>
          )}
        </Box>
      )}
    </Section>
  );
}

function CalendarState({ connection }: { connection: CalendarConnectionDto }) {
  if (connection.provider === 'sandbox') {
    return (
      <Typography variant="body2">
        Appointments go to the built-in calendar: you see them on your Appointments page. Connect Google Calendar to have them in your own calendar too, and to
        keep your receptionist from booking over your other events.
      </Typography>
    );
  }
  const account = connection.accountEmail ?? 'your Google account';
  if (connection.state === 'disconnected') {
    const why = connection.disconnectedReason ? DISCONNECTED_BECAUSE[connection.disconnectedReason] : 'Google stopped accepting our access to it';
    return (
      <Alert severity="warning">
        {`Google Calendar (${account}) is disconnected: ${why}. Your receptionist still books appointments, but they are not written to your calendar and its busy times are not checked. Reconnect it to resume.`}
      </Alert>
    );
  }
  return (
    <Typography variant="body2">
      {`Connected to Google Calendar (${account})${connection.connectedAt ? ` since ${formatDate(connection.connectedAt)}` : ''}. New, moved and cancelled appointments are written there.`}
    </Typography>
  );
}
