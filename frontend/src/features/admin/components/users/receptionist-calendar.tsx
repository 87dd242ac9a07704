import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Tooltip from '@mui/material/Tooltip';
import type { CalendarDisconnectReason, ReceptionistCalendarDto } from '../../../../api/generated/types.gen';
import { ToneChip } from '../tone-chip';

// Where a receptionist's appointments go (docs/product.md#google-calendar), on its row in View Details.

/** 'Calendar: built-in' or 'Calendar: Google (owner@example.com)'; nothing for a disconnected one, which CalendarDisconnectedChip shows. */
export function calendarText(calendar: ReceptionistCalendarDto): string | undefined {
  if (calendar.state === 'disconnected') return undefined;
  return calendar.provider === 'google' ? `Calendar: Google (${calendar.accountEmail})` : 'Calendar: built-in';
}

const DISCONNECT_REASONS: Record<CalendarDisconnectReason, string> = {
  revoked: 'Google refused its access (removed in the Google account, or expired)',
  refresh_failed: 'its access could not be renewed',
};

/** Google stopped accepting our access: appointments are still booked, but not written there until the customer reconnects. */
export function CalendarDisconnectedChip({ calendar }: { calendar: ReceptionistCalendarDto }) {
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
