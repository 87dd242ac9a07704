import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Typography from '@mui/material/Typography';
import type { ReceptionistDto } from '../../../api/generated/types.gen';
import { EmptyStateCard, type EmptyStateCardProps } from '../../../components/empty-state-card';
import { IconTile } from '../../../components/icon-tile';
import type { AppointmentView } from '../appointment-filters';

/** The card with this list's icon. */
function EmptyCard(props: Omit<EmptyStateCardProps, 'icon'>) {
  return (
    <EmptyStateCard
      icon={
        <IconTile>
          <EventAvailableRounded />
        </IconTile>
      }
      {...props}
    />
  );
}

/** No appointments in this view (receptionists undefined: they could not be loaded): what to do to get some. */
export function AppointmentsEmptyState({ view, receptionists }: { view: AppointmentView; receptionists: Pick<ReceptionistDto, 'id'>[] | undefined }) {
  if (receptionists?.length === 0) {
    return (
      <EmptyCard title="No receptionists yet" action={{ label: 'Request a Receptionist', to: '/receptionists', primary: true }}>
        <Typography>
          Appointments appear here once an AI receptionist answers your phone and books them. Request one and our team sets it up within 24-48 hours.
        </Typography>
      </EmptyCard>
    );
  }
  if (view === 'past') {
    return (
      <EmptyCard title="No past appointments">
        <Typography>Appointments move here once they have taken place.</Typography>
      </EmptyCard>
    );
  }
  // One receptionist: straight to its Appointments section; several: the list, where each has its settings.
  const settings = receptionists?.length === 1 ? `/receptionists/${receptionists[0].id}/settings#booking` : '/receptionists';
  return (
    <EmptyCard title="No upcoming appointments" action={{ label: 'Open Settings', to: settings }}>
      <Typography>
        Turn on booking in a receptionist&rsquo;s settings (Appointments), with the kinds of appointment it books. It then books them during calls, and they
        appear here.
      </Typography>
    </EmptyCard>
  );
}

/** The filters leave nothing: say so, and offer everything again. */
export function NoMatchingAppointments({ onClear }: { onClear: () => void }) {
  return (
    <EmptyCard title="No appointments match these filters" action={{ label: 'Clear filters', onClick: onClear }}>
      <Typography>Try another receptionist, or search for part of the caller&rsquo;s name or number.</Typography>
    </EmptyCard>
  );
}
