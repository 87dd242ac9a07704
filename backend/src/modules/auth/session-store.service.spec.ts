import type connectPgSimple from 'connect-pg-simple';
import type session from 'express-session';
import type { Pool } from 'pg';
import { FakeTableChanges } from '../../../test/support/fake-table-changes';
import { SESSION_TOUCH_INTERVAL_MS, throttledTouchStore } from './session-store.service';

/** Stands in for connect-pg-simple's store: records which writes reached the database. */
class RecordingStore {
  static writes: string[] = [];
  set(sid: string, _data: unknown, callback: (error?: unknown) => void): void {
    RecordingStore.writes.push(`set ${sid}`);
    callback();
  }
  touch(sid: string, _data: unknown, callback: (error?: unknown) => void): void {
    RecordingStore.writes.push(`touch ${sid}`);
    callback(sid === 'failing' ? new Error('connection lost') : undefined);
  }
  destroy(sid: string, callback: (error?: unknown) => void): void {
    RecordingStore.writes.push(`destroy ${sid}`);
    callback();
  }
}

describe('throttledTouchStore', () => {
  let clock: number;
  let store: session.Store;
  let changes: FakeTableChanges;
  /** The sessions table: sid → its JSON and expiry (ms). */
  let rows: Map<string, { sess: string; expires_at: string }>;
  let reads: number;
  /** While set, a read holds the row as it found it until the gate opens. */
  let gate: Promise<void> | undefined;
  const data = {} as session.SessionData;
  const touch = (sid: string) => new Promise<unknown>((resolve) => store.touch!(sid, data, resolve as () => void));
  const get = (sid: string) =>
    new Promise<session.SessionData | null | undefined>((resolve, reject) =>
      store.get(sid, (error, found) => (error ? reject(error as Error) : resolve(found))),
    );

  beforeEach(() => {
    clock = 1_000_000;
    RecordingStore.writes = [];
    rows = new Map([['a', { sess: '{"passport":{"user":7}}', expires_at: String(clock + 60_000) }]]);
    reads = 0;
    gate = undefined;
    changes = new FakeTableChanges(() => clock);
    const pool = {
      query: async (_text: string, [sid]: string[]) => {
        reads++;
        const found = rows.has(sid) ? [rows.get(sid)] : [];
        await gate;
        return { rows: found };
      },
    } as unknown as Pool;
    const Store = throttledTouchStore(RecordingStore as unknown as ReturnType<typeof connectPgSimple>, changes.asTableChanges(), pool, () => clock);
    store = new Store({});
  });

  it('reads a session once while no change to its row is heard, and hands each request its own copy', async () => {
    const first = await get('a');
    expect(first).toEqual({ passport: { user: 7 } });
    (first as unknown as { passport: { user: number } }).passport.user = 8; // a request changing its session
    expect(await get('a')).toEqual({ passport: { user: 7 } });
    expect(reads).toBe(1);
    rows.set('a', { sess: '{"passport":{"user":9}}', expires_at: String(clock + 60_000) });
    changes.notify('sessions', 'a');
    expect(await get('a')).toEqual({ passport: { user: 9 } });
    expect(reads).toBe(2);
  });

  it('answers no session for an expired or missing row, and keeps no missing one', async () => {
    clock += 60_001;
    expect(await get('a')).toBeNull();
    expect(await get('gone')).toBeNull();
    expect(await get('gone')).toBeNull();
    expect(reads).toBe(3); // the expired row is kept (its expiry is checked on each use); a missing one is read again
  });

  it("forgets a session this process writes or destroys, before that change's notification", async () => {
    await get('a');
    await new Promise((resolve) => store.set('a', data, resolve));
    await get('a');
    await new Promise((resolve) => store.destroy('a', resolve));
    rows.delete('a');
    expect(await get('a')).toBeNull();
    expect(reads).toBe(3);
  });

  it("keeps no read that this process's own write overtook: the read may hold the row as it was", async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const reading = get('a');
    rows.set('a', { sess: '{"passport":{"user":9}}', expires_at: String(clock + 60_000) });
    await new Promise((resolve) => store.set('a', data, resolve));
    open();
    expect(await reading).toEqual({ passport: { user: 7 } });
    expect(await get('a')).toEqual({ passport: { user: 9 } });
    expect(reads).toBe(2);
  });

  it('reads every time while changes are not heard', async () => {
    changes.live = false;
    await get('a');
    await get('a');
    expect(reads).toBe(2);
  });

  it('writes a touch once per interval per session', async () => {
    await touch('a');
    clock += SESSION_TOUCH_INTERVAL_MS - 1;
    await touch('a');
    await touch('b');
    clock += 1;
    await touch('a');
    expect(RecordingStore.writes).toEqual(['touch a', 'touch b', 'touch a']);
  });

  it('counts a save as a write, and forgets a destroyed session', async () => {
    await new Promise((resolve) => store.set('a', data, resolve));
    await touch('a');
    await new Promise((resolve) => store.destroy('a', resolve));
    await touch('a');
    expect(RecordingStore.writes).toEqual(['set a', 'destroy a', 'touch a']);
  });

  it('passes a failed touch on and tries again on the next request', async () => {
    expect(await touch('failing')).toEqual(new Error('connection lost'));
    await touch('failing');
    expect(RecordingStore.writes).toEqual(['touch failing', 'touch failing']);
  });
});
