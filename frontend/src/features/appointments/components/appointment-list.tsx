import { EntryList } from '../../../components/entry-list';
import type { Appointment } from '../../../lib/appointment-text';
import { AppointmentDetails, appointmentLabel, type AppointmentActions } from './appointment-details';

/** The upcoming or past appointments of one page, in the order the server gave them. */
export function AppointmentList({ appointments, actions }: { appointments: Appointment[]; actions: AppointmentActions }) {
  return (
    <EntryList label="Appointments" entries={appointments} nameOf={appointmentLabel}>
      {(appointment) => <AppointmentDetails appointment={appointment} actions={actions} />}
    </EntryList>
  );
}
