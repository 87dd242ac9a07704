import type { Worker } from 'bullmq';
import { closeWorker } from './close-worker';

function fakeWorker(close: () => Promise<void>, disconnected: () => Promise<void> = () => Promise.resolve()) {
  const disconnect = jest.fn(disconnected);
  return { worker: { name: 'call-events', close, disconnect } as unknown as Worker, disconnect };
}

describe('closeWorker', () => {
  it('waits for a worker that closes within the grace, and leaves its connections to it', async () => {
    const { worker, disconnect } = fakeWorker(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await closeWorker(worker, 1000);
    expect(disconnect).not.toHaveBeenCalled();
  });

  it('drops the connections of a worker still closing after the grace, instead of hanging', async () => {
    const { worker, disconnect } = fakeWorker(() => new Promise(() => undefined));
    await closeWorker(worker, 50); // a hang here would fail the test by jest's own timeout
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('gives up on connections that never end (a client between reconnects), instead of hanging', async () => {
    const { worker, disconnect } = fakeWorker(
      () => new Promise(() => undefined),
      () => new Promise(() => undefined),
    );
    await closeWorker(worker, 50); // a hang here would fail the test by jest's own timeout
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('closes a worker once however often it is asked (by the worker stop, then by its module), not waiting the grace twice', async () => {
    const close = jest.fn(() => new Promise<void>(() => undefined));
    const { worker, disconnect } = fakeWorker(close);
    await Promise.all([closeWorker(worker, 50), closeWorker(worker, 50)]);
    await closeWorker(worker, 50);
    expect(close).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
