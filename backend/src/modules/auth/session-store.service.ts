import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { Pool } from 'pg';
import { databaseConfig } from '../../config';
import type { DatabaseConfigValues } from '../../config/database.config';
import { pgWaitOptions } from '../../database/database-waits';
import { preparingPool } from '../../database/prepared-statements';
import { TableChanges } from '../../database/table-changes.service';

/** How stale a session row's expiry may get: the idle timeout ends at most this much early. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Sessions whose last write this instance remembers; beyond it the oldest are forgotten (and simply written again). */
const REMEMBERED_SESSIONS = 50_000;
/** A session row as kept in memory: its JSON text (parsed anew for each request, which changes its copy) and expiry. */
export interface CachedSession {
  sess: string;
  expiresAt: number;
}

/**
 * Sessions live in PostgreSQL (the `sessions` table), so any api instance can serve any user. Expired rows are pruned
 * by the worker.
 *
 * express-session "touches" the store on every request to push the row's expiry forward. Writing that row on every
 * read cost each signed-in request an UPDATE and a commit; the store writes it at most once a minute per session
 * instead, as renewSessionCookie re-sends the cookie.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly pool: Pool;
  readonly store: session.Store;

  constructor(@Inject(databaseConfig.KEY) config: DatabaseConfigValues, changes: TableChanges) {
    // The api's bounded waits (a client the pool gave up on is dropped, not reused). pg-pool has one bound for both
    // waiting for a free client and connecting a new one: the shorter of the two.
    const connectWithinMs = Math.min(config.connectTimeoutMs, config.acquireTimeoutMs);
    this.pool = new Pool({
      connectionString: config.url,
      max: Number(process.env.SESSION_POOL_MAX ?? 5),
      ...pgWaitOptions(connectWithinMs, config.statementTimeoutMs),
    });
    this.pool.on('error', () => undefined); // an idle client dropped by the server is replaced on next use
    const pool = preparingPool(this.pool);
    this.store = new (throttledTouchStore(connectPgSimple(session), changes, pool))({
      pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      pruneSessionInterval: false,
    });
  }

  /** After the HTTP server has stopped taking requests (onModuleDestroy would end the pool under requests in flight). */
  async onApplicationShutdown(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}

type StoreClass = ReturnType<typeof connectPgSimple>;

/** One session row (its expiry as this connection's time zone wrote it, as connect-pg-simple compares it). */
const SESSION_BY_ID = `select sess::text as sess, extract(epoch from expire::timestamptz) * 1000 as expires_at from sessions where sid = $1`;

/**
 * The PostgreSQL store, remembering when it last wrote each session so that touches within the interval are skipped,
 * and reading sessions through the process's session cache (a signed-in request then reads no session row while nothing
 * changed it; docs/operations-request-cost.md#the-session-cache).
 */
export function throttledTouchStore(Base: StoreClass, changes: TableChanges, pool: Pool, now: () => number = Date.now): StoreClass {
  const cache = changes.cache<CachedSession>({ name: 'sessions', tables: ['sessions'] });
  const changedHere = (sid: string) => changes.changedHere('sessions', [sid]);
  return class ThrottledTouchStore extends Base {
    private readonly writtenAt = new Map<string, number>();

    override get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void): void {
      const answer = (row: CachedSession | undefined) => callback(null, row && row.expiresAt >= now() ? (JSON.parse(row.sess) as session.SessionData) : null);
      const kept = cache.hit(sid);
      if (kept) return answer(kept); // at once: express-session takes a synchronous answer
      cache
        .load(sid, async () => {
          const { rows } = await pool.query<{ sess: string; expires_at: string }>(SESSION_BY_ID, [sid]);
          return rows[0] ? { sess: rows[0].sess, expiresAt: Number(rows[0].expires_at) } : undefined;
        })
        .then(answer, (error: unknown) => callback(error));
    }

    override set(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
      changedHere(sid);
      super.set(sid, data, (error?: unknown) => {
        if (!error) this.remember(sid);
        callback?.(error);
      });
    }

    override touch(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
      const last = this.writtenAt.get(sid);
      if (last !== undefined && now() - last < SESSION_TOUCH_INTERVAL_MS) return callback?.();
      changedHere(sid);
      super.touch(sid, data, (error?: unknown) => {
        if (!error) this.remember(sid);
        callback?.(error);
      });
    }

    override destroy(sid: string, callback?: (error?: unknown) => void): void {
      this.writtenAt.delete(sid);
      changedHere(sid);
      super.destroy(sid, callback);
    }

    private remember(sid: string): void {
      this.writtenAt.delete(sid); // re-inserted last: the Map's order is then oldest write first
      this.writtenAt.set(sid, now());
      if (this.writtenAt.size > REMEMBERED_SESSIONS) this.writtenAt.delete(this.writtenAt.keys().next().value as string);
    }
  };
}
