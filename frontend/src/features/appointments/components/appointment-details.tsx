import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PhoneLink } from '../../../components/phone-link';
import { ToneChip } from '../../../components/tone-chip';
import { bookedByText, CALENDAR_STATE_TEXT, isChangeable, lengthText, whenText, type Appointment } from '../../../lib/appointment-text';

export interface AppointmentActions {
  onReschedule: (appointment: Appointment) => void;
  onCancel: (appointment: Appointment) => void;
}

/** What one appointment is: when and how long, its kind, the caller, the receptionist, notes, who booked it and its state. */
export function AppointmentDetails({ appointment, actions, wide = true }: { appointment: Appointment; actions: AppointmentActions; wide?: boolean }) {
  const cancelled = appointment.status === 'cancelled';
  const calendar = cancelled ? undefined : CALENDAR_STATE_TEXT[appointment.calendarState];
  return (
    // In a list on a desktop the actions sit on the right; under the details elsewhere.
    <Box
      sx={{ display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: wide ? { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' } : 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography
            variant="body2"
            sx={{
              fontWeight: 650,
              fontVariantNumeric: 'tabular-nums',
              textDecoration: cancelled ? 'line-through' : 'none',
              color: cancelled ? 'text.secondary' : 'text.primary',
            }}
          >
            {whenText(appointment)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {`(${lengthText(appointment)})`}
          </Typography>
          {cancelled && <Chip size="small" color="default" variant="outlined" label="Cancelled" />}
          {calendar && (
            <ToneChip
              tone={appointment.calendarState === 'failed' ? 'error' : 'warning'}
              icon={appointment.calendarState === 'failed' ? <EventBusyRounded /> : <ScheduleRounded />}
              label={calendar}
            />
          )}
        </Box>
        <Typography variant="body1" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
          {`${appointment.typeName} with ${appointment.callerName || 'a caller'}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {appointment.callerNumber ? <PhoneLink number={appointment.callerNumber} /> : 'Number withheld'}
          {` · ${appointment.receptionistName}`}
        </Typography>
        {appointment.notes && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {appointment.notes}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {bookedByText(appointment)}
          </Typography>
          {appointment.callId !== null && (
            <Link component={RouterLink} to={`/calls/${appointment.callId}`} variant="caption" sx={{ fontWeight: 600 }}>
              View call
            </Link>
          )}
        </Box>
      </Box>
      {isChangeable(appointment) && (
        <Box sx={{ display: 'flex', gap: 1, mt: wide ? { xs: 0.5, md: 0 } : 0.5 }}>
          <Button size="small" variant="outlined" onClick={() => actions.onReschedule(appointment)}>
            Reschedule
          </Button>
          <Button size="small" color="error" onClick={() => actions.onCancel(appointment)}>
            Cancel
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The accessible name of an appointment's entry: 'Cleaning with Jane Doe, Tue, Dec 1, 2026, 9:30 AM – 10:15 AM'. */
export function appointmentLabel(appointment: Appointment): string {
  return `${appointment.typeName} with ${appointment.callerName || 'a caller'}, ${whenText(appointment)}`;
}
