import Typography from '@mui/material/Typography';
import type { AppointmentsPageDto } from '../../../../api/generated/types.gen';
import { whenText } from '../../../../lib/appointment-text';
import { formatCaller } from '../../../../lib/format';
import { useAdminAppointments } from '../../api/list-appointments';
import { rowCount } from '../../labels';
import { AppointmentCalendarChip, AppointmentStatusChip } from '../status-chips';
import { LoadedListSection, RowTime } from './details-rows';

const SHOWN = 5;

const countOf = (page: AppointmentsPageDto, when: string) => `${rowCount(page.total, page.totalCapped)} ${when}`;

/** The customer's appointments, five in all: those still to come first, soonest first, then the latest past ones. */
export function UserAppointments({ userId }: { userId: number }) {
  const upcoming = useAdminAppointments({ userId, when: 'upcoming', sort: 'startsAt:asc', page: 1, pageSize: SHOWN });
  const past = useAdminAppointments({ userId, when: 'past', sort: 'startsAt:desc', page: 1, pageSize: SHOWN });
  const loaded = upcoming.data && past.data ? { upcoming: upcoming.data, past: past.data } : undefined;
  return (
    <LoadedListSection
      title={loaded ? `Appointments (${countOf(loaded.upcoming, 'upcoming')}, ${countOf(loaded.past, 'past')})` : 'Appointments'}
      list={{
        isPending: upcoming.isPending || past.isPending,
        isError: upcoming.isError || past.isError,
        error: upcoming.error ?? past.error,
        items: loaded && [...loaded.upcoming.items, ...loaded.past.items].slice(0, SHOWN),
      }}
      loadingLabel="Loading the user's appointments"
      errorText="The appointments could not be loaded."
      emptyText="No appointments yet."
      row={(appointment) => (
        <>
          <RowTime dateTime={appointment.startsAt}>{whenText(appointment)}</RowTime>
          <AppointmentStatusChip appointment={appointment} />
          {appointment.status !== 'cancelled' && <AppointmentCalendarChip calendarState={appointment.calendarState} />}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {appointment.typeName} · {appointment.callerName || 'A caller'} · {formatCaller(appointment.callerNumber)} · {appointment.receptionistName}
          </Typography>
        </>
      )}
    />
  );
}
