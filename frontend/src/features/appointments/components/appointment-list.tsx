import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Appointment } from '../../../lib/appointment-text';
import { AppointmentDetails, appointmentLabel, type AppointmentActions } from './appointment-details';

/** The upcoming or past appointments of one page, in the order the server gave them. */
export function AppointmentList({ appointments, actions }: { appointments: Appointment[]; actions: AppointmentActions }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box component="ul" aria-label="Appointments" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {appointments.map((appointment) => (
          <Box
            component="li"
            key={appointment.id}
            aria-label={appointmentLabel(appointment)}
            sx={{ px: { xs: 2, md: 2.5 }, py: { xs: 1.75, md: 2 }, '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <AppointmentDetails appointment={appointment} actions={actions} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
