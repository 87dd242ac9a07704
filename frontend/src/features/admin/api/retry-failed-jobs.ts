import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryFailedJobsMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshQueueHealth } from './get-queue-health';

/** POST /api/admin/queues/{name}/retry: every failed job of the queue goes back to waiting. */
export function useRetryFailedJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    ...retryFailedJobsMutation(),
    onSuccess: () => refreshQueueHealth(queryClient),
  });
}
