import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RetryAlert } from '../../../components/retry-alert';
import { useFollowUps } from '../api/list-follow-ups';
import { useFollowUpActions } from '../use-follow-up-actions';
import { FollowUpList } from './follow-up-list';

/** The most of one caller's follow-ups their page lists, open ones first. */
const SHOWN = 10;

/** One caller's follow-ups on their page (docs/product.md#callers), open first, each to mark done or reopen; none, no section. */
export function CallerFollowUps({ number }: { number: string }) {
  const id = useId();
  const followUps = useFollowUps({ callerNumber: number, page: 1, pageSize: SHOWN });
  const actions = useFollowUpActions();
  const data = followUps.data;
  if (followUps.isError) return <RetryAlert onRetry={() => void followUps.refetch()}>We couldn't load their follow-ups. Please try again.</RetryAlert>;
  if (!data || data.total === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        Follow-ups
      </Typography>
      {data.total > data.items.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {`${data.items.length} of ${data.total}, open ones first, newest first.`}
        </Typography>
      )}
      <FollowUpList followUps={data.items} actions={actions} />
    </section>
  );
}
