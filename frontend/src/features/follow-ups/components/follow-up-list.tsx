import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { FollowUpDto } from '../../../api/generated/types.gen';
import { EntryList } from '../../../components/entry-list';
import { PhoneLink } from '../../../components/phone-link';
import { ToneChip } from '../../../components/tone-chip';
import { callerPath } from '../../../lib/caller-path';
import { formatDateTimeShort, formatPhoneNumber } from '../../../lib/format';
import { FOLLOW_UP_REASONS } from '../follow-up-filters';

export interface FollowUpActions {
  onDone: (followUp: FollowUpDto) => void;
  onReopen: (followUp: FollowUpDto) => void;
  /** The follow-up being changed, whose button waits. */
  pendingId: number | null;
}

/** Who the follow-up is with: the name the caller is known by (the owner's, else the one they gave), else their number. */
function callerOf(followUp: FollowUpDto): string {
  return followUp.callerName ?? formatPhoneNumber(followUp.callerNumber);
}

/** The follow-ups of one page, open ones first, as the server ordered them. */
export function FollowUpList({ followUps, actions }: { followUps: FollowUpDto[]; actions: FollowUpActions }) {
  return (
    <EntryList label="Follow-ups" entries={followUps} nameOf={(followUp) => `${FOLLOW_UP_REASONS[followUp.reason].label}: ${callerOf(followUp)}`}>
      {(followUp) => <FollowUpItem followUp={followUp} actions={actions} />}
    </EntryList>
  );
}

/** One follow-up: why, who (name or number, the number a tel: link), when, which receptionist, the call, and done or not. */
function FollowUpItem({ followUp, actions }: { followUp: FollowUpDto; actions: FollowUpActions }) {
  const done = followUp.status === 'done';
  const reason = FOLLOW_UP_REASONS[followUp.reason];
  return (
    // On a desktop the button sits on the right; under the details on a phone.
    <Box sx={{ display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' } }}>
      <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0, opacity: done ? 0.75 : 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <ToneChip tone={done ? 'neutral' : reason.tone} label={reason.label} />
          {done && <ToneChip tone="success" icon={<CheckRounded />} label="Done" />}
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatDateTimeShort(followUp.callStartedAt)}
          </Typography>
        </Box>
        <Typography variant="body1" sx={{ fontWeight: 650, overflowWrap: 'anywhere', textDecoration: done ? 'line-through' : 'none' }}>
          {/* The caller's page: their other calls, and a name to give them. */}
          <Link component={RouterLink} to={callerPath(followUp.callerNumber)} color="inherit" underline="hover">
            {callerOf(followUp)}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <PhoneLink number={followUp.callerNumber} />
          {` · ${followUp.receptionistName ?? 'A deleted receptionist'}`}
        </Typography>
        {followUp.summary && (
          <Typography
            variant="body2"
            sx={{ overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {followUp.summary}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          {done && followUp.doneAt && (
            <Typography variant="caption" color="text.secondary">
              {`Marked done by ${followUp.doneBy ?? 'a deleted account'}, ${formatDateTimeShort(followUp.doneAt)}`}
            </Typography>
          )}
          <Link component={RouterLink} to={`/calls/${followUp.callId}`} variant="caption" sx={{ fontWeight: 600 }}>
            View call
          </Link>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: { xs: 0.5, md: 0 } }}>
        <FollowUpButton followUp={followUp} actions={actions} />
      </Box>
    </Box>
  );
}

/** Mark done for an open follow-up, Reopen for a done one; it waits while that follow-up is being changed. */
export function FollowUpButton({ followUp, actions }: { followUp: FollowUpDto; actions: FollowUpActions }) {
  const pending = actions.pendingId === followUp.id;
  return followUp.status === 'done' ? (
    <Button size="small" variant="outlined" disabled={pending} onClick={() => actions.onReopen(followUp)}>
      Reopen
    </Button>
  ) : (
    <Button size="small" variant="contained" startIcon={<CheckRounded />} disabled={pending} onClick={() => actions.onDone(followUp)}>
      Mark done
    </Button>
  );
}
