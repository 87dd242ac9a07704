import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { type FlushEventArgs, MikroORM } from '@mikro-orm/core';
import { Client, type Notification } from 'pg';
import { databaseConfig } from '../config';
import { sessionCacheListening } from '../metrics/metrics';
import type { DatabaseConfigValues } from '../config/database.config';
import { pgWaitOptions } from './database-waits';
import { ChangeTrackedCache, type ChangeTrackedCacheOptions } from './change-tracked-cache';

/** The channel the tables' triggers notify on (migration 20261128000000), as `<table>:<key>`; `<table>:*` for all rows. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';
const HEARTBEAT_MS = 10_000;
const RECONNECT_MS = [250, 1000, 5000];
const CLOSE_WAIT_MS = 1000;

type ChangeListener = (key: string) => void;

/**
 * The api's one LISTEN connection: every committed change to a table with a change trigger (sessions, users,
 * subscriptions), whoever made it (an api process, the worker, psql), reaches this process's caches in about a
 * millisecond (docs/operations-request-cost.md#the-session-cache). While the connection is down, or since a change may
 * have gone unheard, the caches are emptied and bypassed: they serve only what no change can have passed unheard.
 */
@Injectable()
export class TableChanges implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TableChanges');
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private readonly resetListeners = new Set<() => void>();
  private readonly caches = new Map<string, ChangeTrackedCache<unknown>>();
  private client?: Client;
  private heartbeat?: NodeJS.Timeout;
  private retry?: NodeJS.Timeout;
  private failures = 0;
  private stopped = false;
  /** True while changes are being heard: only then may a cache serve what it holds. */
  live = false;
  /** Grows with every change heard and every loss of the connection: a value read before and after a load tells whether one came between. */
  generation = 0;

  constructor(
    @Inject(databaseConfig.KEY) private readonly config: DatabaseConfigValues,
    private readonly orm: MikroORM,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sessionCache !== 'on') return;
    // This process's own writes through the ORM are forgotten at once, before their notification comes back: a client
    // that changed its profile reads the change in its very next request, whichever connection answers first.
    this.orm.em.getEventManager().registerSubscriber({ afterFlush: (args: FlushEventArgs) => this.flushed(args) });
    void this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.lost();
    if (client) await closeClient(client);
  }

  /** The process's cache `options.name`, made on first use; it forgets a key when any of its tables notifies it. */
  cache<V>(options: ChangeTrackedCacheOptions): ChangeTrackedCache<V> {
    let cache = this.caches.get(options.name);
    if (!cache) this.caches.set(options.name, (cache = new ChangeTrackedCache<unknown>(this, options)));
    return cache as ChangeTrackedCache<V>;
  }

  /** The cache `name` if something made it (tests read its hits). */
  cacheNamed<V>(name: ChangeTrackedCacheOptions['name']): ChangeTrackedCache<V> | undefined {
    return this.caches.get(name) as ChangeTrackedCache<V> | undefined;
  }

  onChange(table: string, listener: ChangeListener): void {
    let set = this.listeners.get(table);
    if (!set) this.listeners.set(table, (set = new Set()));
    set.add(listener);
  }

  onReset(listener: () => void): void {
    this.resetListeners.add(listener);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.config.url,
      keepAlive: true,
      ...pgWaitOptions(this.config.connectTimeoutMs, this.config.statementTimeoutMs),
    });
    this.client = client;
    client.on('notification', (message: Notification) => this.heard(message.payload ?? ''));
    client.on('error', () => this.lost(client)); // 'end' follows; the error itself is the outage the pool logs
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${TABLE_CHANGES_CHANNEL}`);
    } catch (error) {
      this.lost(client);
      await closeClient(client);
      if (this.failures === 1) this.logger.warn(`session cache off until the database answers: ${(error as Error).message}`);
      return;
    }
    if (this.stopped || this.client !== client) return void closeClient(client);
    if (this.failures > 0) this.logger.log('session cache on again: changes are heard');
    this.failures = 0;
    this.generation++;
    this.live = true;
    sessionCacheListening.set(1);
    this.heartbeat = setInterval(() => void this.beat(client), HEARTBEAT_MS).unref();
  }

  /** A connection that no longer answers (a silent network) hears nothing either: it is dropped as lost. */
  private async beat(client: Client): Promise<void> {
    try {
      await client.query('select 1');
    } catch {
      this.lost(client);
      await closeClient(client);
    }
  }

  private heard(payload: string): void {
    const colon = payload.indexOf(':');
    if (colon >= 0) this.changed(payload.slice(0, colon), payload.slice(colon + 1));
  }

  /** This process changed these rows with its own SQL: its caches forget them now, before the notifications come back. */
  changedHere(table: string, keys: Iterable<string>): void {
    for (const key of keys) this.changed(table, key);
  }

  private flushed({ uow }: FlushEventArgs): void {
    for (const change of uow.getChangeSets()) {
      if (this.listeners.has(change.meta.tableName)) this.changed(change.meta.tableName, String(change.getPrimaryKey()));
    }
  }

  private changed(table: string, key: string): void {
    this.generation++;
    for (const listener of this.listeners.get(table) ?? []) listener(key);
  }

  /** Changes may go unheard from now on: every cache empties and is bypassed until a new connection listens. */
  private lost(client?: Client): void {
    if (client && client !== this.client) return; // an older connection's late event
    clearInterval(this.heartbeat);
    const wasLive = this.live;
    this.live = false;
    sessionCacheListening.set(0);
    this.generation++;
    this.client = undefined;
    for (const listener of this.resetListeners) listener();
    if (this.stopped || this.retry) return;
    this.failures++;
    if (wasLive) this.logger.warn('session cache off: the database connection that hears changes was lost; reconnecting');
    this.retry = setTimeout(
      () => {
        this.retry = undefined;
        if (!this.stopped && !this.client) void this.connect();
      },
      RECONNECT_MS[Math.min(this.failures - 1, RECONNECT_MS.length - 1)],
    ).unref();
  }
}

/** Ends a connection, or destroys its socket if the server does not answer the goodbye (a hung server or network). */
async function closeClient(client: Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const ended = client.end().then(
    () => true,
    () => true,
  );
  const answered = await Promise.race([ended, new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CLOSE_WAIT_MS)))]);
  clearTimeout(timer);
  if (!answered) (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
