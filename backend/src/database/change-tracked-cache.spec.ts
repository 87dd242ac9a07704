import { ChangeTrackedCache } from './change-tracked-cache';
import { FakeTableChanges } from '../../test/support/fake-table-changes';

describe('ChangeTrackedCache', () => {
  let clock: number;
  let changes: FakeTableChanges;
  let cache: ChangeTrackedCache<string>;
  let loads: string[];
  /** As its users do: served from memory, else loaded with `value` as the row read. */
  const get = (key: string, value: string | undefined) =>
    cache.hit(key) ??
    cache.load(key, () => {
      loads.push(key);
      return Promise.resolve(value);
    });

  beforeEach(() => {
    clock = 0;
    loads = [];
    changes = new FakeTableChanges();
    cache = new ChangeTrackedCache<string>(
      changes.asTableChanges(),
      { name: 'signed-in-users', tables: ['users', 'subscriptions'], ttlMs: 1000, maxEntries: 2 },
      () => clock,
    );
  });

  it("serves a loaded value until a change to its key is heard on any of its tables, and ignores other keys' changes", async () => {
    expect(await get('1', 'a')).toBe('a');
    expect(await get('1', 'b')).toBe('a');
    changes.notify('users', '2');
    changes.notify('receptionists', '1');
    expect(await get('1', 'b')).toBe('a');
    changes.notify('subscriptions', '1');
    expect(await get('1', 'c')).toBe('c');
    expect(loads).toEqual(['1', '1']);
  });

  it('keeps no load that a change overtook: the change may have been heard before its older result arrived', async () => {
    let finish!: (value: string) => void;
    const pending = cache.load('1', () => new Promise<string>((resolve) => (finish = resolve)));
    changes.notify('users', '1'); // committed while the row was being read
    finish('old');
    expect(await pending).toBe('old'); // this request saw the row as it read it
    expect(await get('1', 'new')).toBe('new');
  });

  it('forgets everything on a truncation or a lost connection, and reads through until changes are heard again', async () => {
    await get('1', 'a');
    changes.notify('users', '*');
    expect(await get('1', 'b')).toBe('b');
    changes.lose();
    expect(await get('1', 'c')).toBe('c');
    expect(await get('1', 'd')).toBe('d');
    expect(cache.size).toBe(0);
    changes.live = true;
    expect(await get('1', 'e')).toBe('e');
    expect(await get('1', 'f')).toBe('e');
  });

  it('serves an entry for at most its time to live, keeps no missing value, and evicts the oldest beyond its size', async () => {
    await get('1', 'a');
    clock = 999;
    expect(await get('1', 'b')).toBe('a');
    clock = 1000;
    expect(await get('1', 'b')).toBe('b');
    expect(await get('9', undefined)).toBeUndefined();
    expect(await get('9', undefined)).toBeUndefined();
    await get('2', 'x');
    await get('3', 'y');
    expect(cache.size).toBe(2);
    expect(await get('1', 'c')).toBe('c'); // evicted as the oldest
    expect(loads).toEqual(['1', '1', '9', '9', '2', '3', '1']);
  });
});
