import RefreshRounded from '@mui/icons-material/RefreshRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { serverMessage } from '../../../../api/client';
import type { QueueHealthDto } from '../../../../api/generated/types.gen';
import { useNotify } from '../../../../components/notices/notices-context';
import { useQueueHealth } from '../../api/get-queue-health';
import { useRetryFailedJobs } from '../../api/retry-failed-jobs';
import { ToneChip } from '../tone-chip';
import { RetryAlert } from '../../../../components/retry-alert';

const COUNTS: { key: keyof Omit<QueueHealthDto, 'name' | 'available'>; label: string }[] = [
  { key: 'waitingInOutbox', label: 'In the outbox' },
  { key: 'waiting', label: 'Waiting' },
  { key: 'active', label: 'Active' },
  { key: 'delayed', label: 'Delayed (retrying)' },
  { key: 'failed', label: 'Failed' },
  { key: 'completed', label: 'Completed (24 h)' },
];

const QUEUE_NAMES: Record<string, string> = {
  mail: 'Mail',
  'billing-events': 'Payment events',
  'call-events': 'Call reports',
  'assistant-settings': 'Receptionist settings to the voice platform',
  texts: 'Texts to callers',
  'password-resets': 'Password resets',
  maintenance: 'Maintenance',
};

/** Queue health: the jobs of each queue by state, 'Redis unavailable' while it is down, and a retry of failed jobs. */
export function QueueHealthTab() {
  const queues = useQueueHealth();

  if (queues.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading queue health" />
      </Box>
    );
  }
  if (queues.isError) {
    return (
      <RetryAlert onRetry={() => void queues.refetch()}>
        <AlertTitle>Could not load queue health</AlertTitle>
        {serverMessage(queues.error) ?? 'Please check your connection and try again.'}
      </RetryAlert>
    );
  }

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <Button startIcon={<RefreshRounded />} onClick={() => void queues.refetch()} loading={queues.isFetching} loadingPosition="start">
          Refresh
        </Button>
      </Stack>
      <Grid container spacing={2.5}>
        {queues.data.map((queue) => (
          <Grid key={queue.name} size={{ xs: 12, md: 6, xl: 4 }}>
            <QueueCard queue={queue} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}

function QueueCard({ queue }: { queue: QueueHealthDto }) {
  const notify = useNotify();
  const retry = useRetryFailedJobs();
  const headingId = useId();
  const title = QUEUE_NAMES[queue.name] ?? queue.name;

  const retryFailed = () =>
    retry.mutate(
      { path: { name: queue.name } },
      {
        onSuccess: ({ retried }) =>
          notify({
            title: 'Failed jobs retried',
            description: `${retried} ${retried === 1 ? 'job' : 'jobs'} of the ${title.toLowerCase()} queue went back to waiting.`,
            variant: 'success',
          }),
        onError: (error) => notify({ title: 'Retry failed', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' }),
      },
    );

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <div>
            <Typography id={headingId} variant="h6" component="h3">
              {title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Queue “{queue.name}”
            </Typography>
          </div>
          {queue.available ? (
            <ToneChip label={queue.failed > 0 ? 'Has failed jobs' : 'Healthy'} tone={queue.failed > 0 ? 'warning' : 'success'} />
          ) : (
            <ToneChip label="Redis unavailable" tone="error" />
          )}
        </Stack>
        {!queue.available && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The queue cannot be read right now. New work waits safely in the outbox and is sent once Redis is back.
          </Typography>
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}>
          {COUNTS.map(({ key, label }) => (
            <Box key={key} sx={{ p: 1.25, borderRadius: 2, bgcolor: 'action.hover' }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
                {label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, color: key === 'failed' && queue[key] > 0 ? 'error.main' : 'text.primary' }}>
                {queue.available || key === 'waitingInOutbox' ? queue[key].toLocaleString('en-US') : '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 2.5, pt: 0 }}>
        <Button
          variant="outlined"
          startIcon={<ReplayRounded />}
          onClick={retryFailed}
          disabled={!queue.available || queue.failed === 0}
          loading={retry.isPending}
          loadingPosition="start"
        >
          Retry failed jobs
        </Button>
      </CardActions>
    </Card>
  );
}
