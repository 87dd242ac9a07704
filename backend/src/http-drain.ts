import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface HttpDrain {
  /**
   * Stops taking connections and lets the open ones finish: resolves true once every connection has closed, false when
   * `graceMs` ran out first (the rest are then destroyed).
   */
  drain(graceMs: number): Promise<boolean>;
}

/**
 * Follows the answers in flight on `server` (call it before it listens) so that a drain can end every connection after
 * its current answer (docs/operations-deploys.md#how-a-process-stops):
 * - from the drain on, every answer says `Connection: close`, those already under way included;
 * - a connection left idle is closed once its keep-alive timeout has passed: closing it sooner could reset it under a
 *   request its client is sending that instant, while a client that honours the `Keep-Alive: timeout` we sent never
 *   sends on one that old;
 * - past the grace, whatever is left is destroyed.
 */
export function followConnections(server: Server): HttpDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // First of the 'request' listeners, so the header is set before the app can answer.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return {
    drain(graceMs) {
      draining = true;
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
        else endAfter(response, response.socket);
      }
      return new Promise<boolean>((resolve) => {
        const closeIdle = setTimeout(() => server.closeIdleConnections(), server.keepAliveTimeout);
        const overdue = setTimeout(() => {
          clearTimeout(closeIdle);
          server.closeAllConnections();
          resolve(false);
        }, graceMs);
        // net's close, not http's: since Node 19 http's also destroys the idle connections at once (see above).
        NetServer.prototype.close.call(server, () => {
          clearTimeout(closeIdle);
          clearTimeout(overdue);
          resolve(true);
        });
      });
    },
  };
}

/** An answer whose headers are sent (a stream) keeps its connection alive: end that connection once the answer is done. */
function endAfter(response: ServerResponse, socket: Socket | null): void {
  response.once('finish', () => socket?.end());
}
