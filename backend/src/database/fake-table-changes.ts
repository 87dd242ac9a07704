import type { TableChanges } from './table-changes.service';

/** For unit tests: a TableChanges whose notifications, liveness and losses the test makes. */
export class FakeTableChanges {
  live = true;
  generation = 0;
  private readonly listeners: { table: string; listener: (key: string) => void }[] = [];
  private readonly resets: (() => void)[] = [];

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

  lose(): void {
    this.live = false;
    this.generation++;
    for (const reset of this.resets) reset();
  }

  asTableChanges(): TableChanges {
    return this as unknown as TableChanges;
  }
}
