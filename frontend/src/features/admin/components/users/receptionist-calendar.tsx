import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CalendarDisconnectReason, ReceptionistCalendarDto } from '../../../../api/generated/types.gen';
import { ToneChip } from '../tone-chip';

const DISCONNECT_REASONS: Record<CalendarDisconnectReason, string> = {
  revoked: 'Google refused its access (removed in the Google account, or expired)',
  refresh_failed: 'its access could not be renewed',
};

/**
 * Where a receptionist's appointments go (docs/product.md#google-calendar): the built-in calendar, the business's
 * Google Calendar, or a warning when Google stopped accepting it (the customer reconnects it in the settings).
 */
export function ReceptionistCalendar({ calendar }: { calendar: ReceptionistCalendarDto | undefined }) {
  if (!calendar) return null;
  if (calendar.state === 'disconnected') {
    const why = calendar.disconnectedReason ? DISCONNECT_REASONS[calendar.disconnectedReason] : 'Google stopped accepting it';
    return (
      <Tooltip
        title={`${calendar.accountEmail ?? 'The Google account'}: ${why}. Appointments are still booked, but not written there until the customer reconnects it.`}
        describeChild
      >
        <span>
          <ToneChip label="Google Calendar disconnected" tone="warning" icon={<EventBusyRounded />} />
        </span>
      </Tooltip>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {calendar.provider === 'google' ? `Calendar: Google (${calendar.accountEmail})` : 'Calendar: built-in'}
    </Typography>
  );
}
