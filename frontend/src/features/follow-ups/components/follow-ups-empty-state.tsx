import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Typography from '@mui/material/Typography';
import { EmptyStateCard, type EmptyStateCardProps } from '../../../components/empty-state-card';
import { IconTile } from '../../../components/icon-tile';

/** The card with this list's icon. */
function EmptyCard(props: Omit<EmptyStateCardProps, 'icon'>) {
  return (
    <EmptyStateCard
      icon={
        <IconTile>
          <TaskAltRounded />
        </IconTile>
      }
      {...props}
    />
  );
}

/** No follow-ups at all (noReceptionists: the customer has none to answer calls yet). */
export function FollowUpsEmptyState({ noReceptionists }: { noReceptionists: boolean }) {
  if (noReceptionists) {
    return (
      <EmptyCard title="No receptionists yet" action={{ label: 'Request a Receptionist', to: '/receptionists', primary: true }}>
        <Typography>
          Follow-ups appear here once an AI receptionist answers your phone: every message it takes, appointment it books, transfer that doesn&rsquo;t connect
          and call that fails or drops.
        </Typography>
      </EmptyCard>
    );
  }
  return (
    <EmptyCard title="Nothing to follow up" action={{ label: 'See your calls', to: '/calls' }}>
      <Typography>
        When a call leaves you something to do — a message taken, an appointment booked, a transfer that didn&rsquo;t connect, a call that failed or dropped —
        it appears here with the caller&rsquo;s number, until you mark it done.
      </Typography>
    </EmptyCard>
  );
}

/** The filters leave nothing: say so, and offer everything again. */
export function NoMatchingFollowUps({ onClear }: { onClear: () => void }) {
  return (
    <EmptyCard title="No follow-ups match these filters" action={{ label: 'Clear filters', onClick: onClear }}>
      <Typography>Try another reason, status or receptionist.</Typography>
    </EmptyCard>
  );
}
