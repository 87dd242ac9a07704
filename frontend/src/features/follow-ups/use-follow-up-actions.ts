import { useMemo, useState } from 'react';
import { serverMessage } from '../../api/client';
import type { FollowUpDto } from '../../api/generated/types.gen';
import { useNotify } from '../../components/notices/notices-context';
import { formatPhoneNumber } from '../../lib/format';
import { useMarkFollowUpDone, useReopenFollowUp } from './api/change-follow-up';
import type { FollowUpActions } from './components/follow-up-list';

/** Mark done and Reopen for a list of follow-ups, each saying how it went; the one being changed waits. */
export function useFollowUpActions(): FollowUpActions {
  const notify = useNotify();
  const markDone = useMarkFollowUpDone();
  const reopen = useReopenFollowUp();
  const [pendingId, setPendingId] = useState<number | null>(null);
  return useMemo(() => {
    const change = (mutation: typeof markDone, done: boolean) => (followUp: FollowUpDto) => {
      setPendingId(followUp.id);
      mutation.mutate(
        { path: { id: followUp.id } },
        {
          onSuccess: () =>
            notify({
              title: done ? 'Marked done' : 'Reopened',
              description: `${followUp.callerName ?? formatPhoneNumber(followUp.callerNumber)}: ${done ? 'done.' : 'open again.'}`,
              variant: 'success',
            }),
          onError: (error) => notify({ title: 'Not saved', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
          onSettled: () => setPendingId(null),
        },
      );
    };
    return { onDone: change(markDone, true), onReopen: change(reopen, false), pendingId };
  }, [markDone, reopen, notify, pendingId]);
}
