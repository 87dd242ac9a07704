/**
 * Bounded waits on PostgreSQL, so that a server that hangs (a frozen process, a dropped network) costs a request a 503
 * within seconds instead of holding it. The api's connections bound each statement, as a caller waits on every one;
 * migrations, the set-up script and the worker's jobs do not (a long migration or batch must not be cut off).
 */

/** How much longer than PostgreSQL's own statement_timeout the client waits: only a server that does not answer at all gets there. */
const SILENT_SERVER_GRACE_MS = 1000;

/** The client's own bound on a statement, for a server too hung to cancel it. */
export function queryTimeoutMs(statementTimeoutMs: number): number {
  return statementTimeoutMs + SILENT_SERVER_GRACE_MS;
}

/** pg's connection options: a connection made within `connectTimeoutMs`; with `statementTimeoutMs`, each statement bounded. */
export function pgWaitOptions(connectTimeoutMs: number, statementTimeoutMs?: number) {
  return {
    connectionTimeoutMillis: connectTimeoutMs,
    ...(statementTimeoutMs === undefined ? {} : { statement_timeout: statementTimeoutMs, query_timeout: queryTimeoutMs(statementTimeoutMs) }),
  };
}

/**
 * Whether a pooled pg connection may be handed out again: one whose query the client gave up on is still waiting for
 * the server's answer, and anything sent on it would queue behind that query, so it is dropped instead.
 */
export function isReadyForQuery(connection: { readyForQuery?: boolean }): boolean {
  return connection.readyForQuery === true;
}

/** Provided by the api only (ApiDatabaseModule): the statement timeout of its ORM connections. */
export const API_STATEMENT_TIMEOUT = Symbol('API_STATEMENT_TIMEOUT');
