import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReceptionistDto } from '../../../api/generated/types.gen';
import { IconTile } from '../../../components/icon-tile';
import type { AppointmentView } from '../appointment-filters';

type EmptyAction = { label: string; primary?: boolean } & ({ to: string } | { onClick: () => void });

function EmptyCard({ title, children, action }: { title: string; children: ReactNode; action?: EmptyAction }) {
  return (
    <Card component="section" aria-labelledby="appointments-empty-title">
      <CardContent sx={{ py: { xs: 5, md: 7 }, px: { xs: 3, md: 6 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
        <IconTile>
          <EventAvailableRounded />
        </IconTile>
        <Typography id="appointments-empty-title" variant="h5" component="h2" sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', maxWidth: 620, display: 'grid', gap: 1 }}>{children}</Box>
        {action && (
          <Box sx={{ mt: 1.5 }}>
            {'to' in action ? (
              <Button component={RouterLink} to={action.to} variant={action.primary ? 'contained' : 'outlined'}>
                {action.label}
              </Button>
            ) : (
              <Button onClick={action.onClick} variant="outlined">
                {action.label}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
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
