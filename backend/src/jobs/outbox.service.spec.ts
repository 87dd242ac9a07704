import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxService } from './outbox.service';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** An EntityManager whose outbox row is pending and whose updates fail with `failures`, in order, before succeeding. */
function entityManager(failures: Error[]) {
  const nativeUpdate = jest.fn(async () => {
    const failure = failures.shift();
    if (failure) throw failure;
    return 1;
  });
  const fork = { findOne: jest.fn(async () => ({ id: '7', processedAt: null })), nativeUpdate };
  return { em: { fork: () => fork } as unknown as EntityManager, nativeUpdate };
}

describe('OutboxService.processOnce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('records work it has done once the database is reachable again, without doing the work twice', async () => {
    const { em, nativeUpdate } = entityManager([refused(), refused(), Object.assign(new Error('the database system is starting up'), { code: '57P03' })]);
    const work = jest.fn(async () => undefined);

    const processed = new OutboxService().processOnce(em, '7', work);
    await jest.runAllTimersAsync();

    await expect(processed).resolves.toBe(true);
    expect(work).toHaveBeenCalledTimes(1);
    expect(nativeUpdate).toHaveBeenCalledTimes(4);
    expect(nativeUpdate).toHaveBeenLastCalledWith(expect.anything(), { id: '7' }, { processedAt: expect.any(Date) });
  });

  it('fails at once on any other error', async () => {
    const { em, nativeUpdate } = entityManager([Object.assign(new Error('column "x" does not exist'), { code: '42703' })]);
    await expect(new OutboxService().processOnce(em, '7', async () => undefined)).rejects.toThrow('column "x" does not exist');
    expect(nativeUpdate).toHaveBeenCalledTimes(1);
  });
});
