import { ChangeTrackedCache, type ChangeTrackedCacheOptions } from '../../src/database/change-tracked-cache';
import type { TableChanges } from '../../src/database/table-changes.service';

/** For unit tests: a TableChanges whose notifications, liveness and losses the test makes, its caches on the test's clock. */
export class FakeTableChanges {
  live = true;
  generation = 0;
  private readonly listeners: { table: string; listener: (key: string) => void }[] = [];
  private readonly resets: (() => void)[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  cache<V>(options: ChangeTrackedCacheOptions): ChangeTrackedCache<V> {
    return new ChangeTrackedCache<V>(this.asTableChanges(), options, this.now);
  }

  onChange(table: string, listener: (key: string) => void): void {
    this.listeners.push({ table, listener });
  }

  onReset(listener: () => void): void {
    this.resets.push(listener);
  }

  notify(table: string, key: string): void {
    this.generation++;
    for (const entry of this.listeners) if (entry.table === table) entry.listener(key);
  }

  changedHere(table: string, keys: Iterable<string>): void {
    for (const key of keys) this.notify(table, key);
  }

  lose(): void {
    this.live = false;
    this.generation++;
    for (const reset of this.resets) reset();
  }

  asTableChanges(): TableChanges {
    return this as unknown as TableChanges;
  }
}
