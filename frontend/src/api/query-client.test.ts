import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refreshQueries } from './query-client';

describe('refreshQueries', () => {
  it('reads again when a first read was in flight during the change, instead of keeping its answer from before', async () => {
    const client = createQueryClient();
    const answers: ((value: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['message'],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1); // The list's first read: sent before the change was made.

    const refreshed = refreshQueries(client, { queryKey: ['message'] });
    answers[0]('unread'); // …and answered from before the change.
    await expect.poll(() => answers.length).toBe(2);
    answers[1]('read');
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('read');
    unsubscribe();
  });
});
