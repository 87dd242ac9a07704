import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '../../../components/retry-alert';
import { SectionCard } from '../../../components/section-card';
import { ToneChip } from '../../../components/tone-chip';
import { formatDateTimeShort } from '../../../lib/format';
import { useFollowUps } from '../api/list-follow-ups';
import { FOLLOW_UP_REASONS } from '../follow-up-filters';
import { useFollowUpActions } from '../use-follow-up-actions';
import { FollowUpButton } from './follow-up-list';

/**
 * The follow-up a call made, on the call's page (docs/product.md#follow-ups): why, open or done (by whom, when), and
 * Mark done or Reopen right there. A call that made none has no section.
 */
export function CallFollowUp({ callId }: { callId: number }) {
  const followUps = useFollowUps({ callId, page: 1, pageSize: 1 });
  const actions = useFollowUpActions();
  if (followUps.isError) return <RetryAlert onRetry={() => void followUps.refetch()}>We couldn't load this call's follow-up. Please try again.</RetryAlert>;
  const followUp = followUps.data?.items[0];
  if (!followUp) return null;
  const done = followUp.status === 'done';
  const reason = FOLLOW_UP_REASONS[followUp.reason];
  return (
    <SectionCard title="Follow-up">
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ToneChip tone={done ? 'neutral' : reason.tone} label={reason.label} />
          {done && <ToneChip tone="success" icon={<CheckRounded />} label="Done" />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {done && followUp.doneAt
            ? `Marked done by ${followUp.doneBy ?? 'a deleted account'}, ${formatDateTimeShort(followUp.doneAt)}`
            : `Open since ${formatDateTimeShort(followUp.createdAt)}`}
        </Typography>
        <FollowUpButton followUp={followUp} actions={actions} />
        <Link component={RouterLink} to="/follow-ups" variant="body2">
          All follow-ups
        </Link>
      </Box>
    </SectionCard>
  );
}
