import type connectPgSimple from 'connect-pg-simple';
import type session from 'express-session';
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
  const data = {} as session.SessionData;
  const touch = (sid: string) => new Promise<unknown>((resolve) => store.touch!(sid, data, resolve as () => void));

  beforeEach(() => {
    clock = 1_000_000;
    RecordingStore.writes = [];
    const Store = throttledTouchStore(RecordingStore as unknown as ReturnType<typeof connectPgSimple>, () => clock);
    store = new Store({});
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
