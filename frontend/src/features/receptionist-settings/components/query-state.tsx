import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { serverMessage } from '../../../api/client';
import { RetryAlert } from '../../../components/retry-alert';

/** A dialog's query while it has no data: a spinner named `loading`, or the server's message (else `failed`) with Retry. */
export function QueryState({ query, loading, failed }: { query: UseQueryResult<unknown, unknown>; loading: string; failed: string }) {
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={loading} />
      </Box>
    );
  }
  if (query.isError) return <RetryAlert onRetry={() => void query.refetch()}>{serverMessage(query.error) ?? failed}</RetryAlert>;
  return null;
}
