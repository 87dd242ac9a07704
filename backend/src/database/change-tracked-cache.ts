import { type SESSION_CACHES, sessionCacheLookups } from '../metrics/metrics';
import type { TableChanges } from './table-changes.service';

/** The longest an entry is served: a bound on staleness should a change ever go unheard on a live connection. */
const DEFAULT_TTL_MS = 30_000;
/** Entries beyond it evict the oldest (docs/operations-request-cost.md#the-session-cache). */
const DEFAULT_MAX_ENTRIES = 50_000;

export interface ChangeTrackedCacheOptions {
  /** Its name in the metrics, and in TableChanges' registry of the process's caches. */
  name: (typeof SESSION_CACHES)[number];
  /** The tables whose change notifications name this cache's keys. */
  tables: string[];
  /** For tests; every cache of the app uses the defaults. */
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * Values loaded from the database, served from memory until a change to their row is heard (TableChanges). A load that
 * a change overtook is not kept: the change may have been heard before the load's result arrived, with its older data.
 */
export class ChangeTrackedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  /** Served from memory, by this cache alone (the metric adds up every cache of the process). */
  hits = 0;

  constructor(
    private readonly changes: TableChanges,
    private readonly options: ChangeTrackedCacheOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    for (const table of options.tables) changes.onChange(table, (key) => (key === '*' ? this.entries.clear() : this.entries.delete(key)));
    changes.onReset(() => this.entries.clear());
  }

  /**
   * The value kept for `key` while it may be served, else undefined (then `load` it). Synchronous: a signed-in request
   * served from memory takes no turn of the event loop for it.
   */
  hit(key: string): V | undefined {
    if (!this.changes.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.until <= this.now()) return undefined;
    this.hits++;
    sessionCacheLookups.inc({ cache: this.options.name, result: 'hit' });
    return entry.value;
  }

  /** Reads `key` with `read` after `hit` found nothing, keeping the value when it may (undefined: nothing to keep). */
  async load(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.changes.live) {
      sessionCacheLookups.inc({ cache: this.options.name, result: 'bypass' });
      return read();
    }
    sessionCacheLookups.inc({ cache: this.options.name, result: 'miss' });
    const generation = this.changes.generation;
    const value = await read();
    if (value !== undefined && this.changes.live && this.changes.generation === generation) this.keep(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, value: V): void {
    this.entries.delete(key); // re-inserted last: the Map's order is then oldest first
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
