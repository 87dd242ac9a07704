import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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
 * - from the drain on, every answer says `Connection: close`, those under way whose headers are not sent yet included;
 * - a connection is never closed by us under a client that may be sending on it: one whose answer had already gone out
 *   keep-alive, or that was idle, gets `Connection: close` with its next answer, or is closed by Node's own keep-alive
 *   timeout once idle that long (a client that honours the `Keep-Alive: timeout` we sent never sends on one that old).
 *   Ending it after such an answer reset requests its client had already sent on it (`other side closed`);
 * - past the grace, whatever is left is destroyed.
 */
export function followConnections(server: Server): HttpDrain {
  // Each open connection and the answer it is on (with pipelining, the last one asked for: the connection closes after
  // it). Kept per connection, one close listener each, where a listener per answer cost every request.
  const answering = new Map<Socket, ServerResponse>();
  let draining = false;
  // First of the 'request' listeners, so the header is set before the app can answer.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    const { socket } = request;
    if (!answering.has(socket)) socket.once('close', () => answering.delete(socket));
    answering.set(socket, response);
  });

  return {
    drain(graceMs) {
      draining = true;
      for (const response of answering.values()) if (!response.headersSent) response.setHeader('Connection', 'close');
      return new Promise<boolean>((resolve) => {
        const overdue = setTimeout(() => {
          server.closeAllConnections();
          resolve(false);
        }, graceMs);
        // net's close, not http's: since Node 19 http's also destroys the idle connections at once (see above), and no
        // public option turns that off; an http.Server is a net.Server, whose documented close only stops listening.
        // eslint-disable-next-line no-restricted-syntax -- the one exception (docs/development.md#framework-extension-points-we-use)
        NetServer.prototype.close.call(server, () => {
          clearTimeout(overdue);
          resolve(true);
        });
      });
    },
  };
}
