import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';

/** What a route of the metrics server answers. */
export interface PlainAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface MetricsServerOptions {
  /** The variable that set the port, for the messages about it. */
  name: string;
  port: number;
  host: string;
  /** GET routes by exact path (the query string is ignored); every other request is a 404. */
  routes: Record<string, () => Promise<PlainAnswer>>;
}

export interface MetricsServer {
  /** The port bound (the one asked for, or the free one chosen for 0); null while another process holds it. */
  readonly port: number | null;
  close(): Promise<void>;
}

/** How often a process whose port another one holds tries again. */
const RETRY_BIND_MS = 5000;
const logger = new Logger('Metrics');

/**
 * A bare node:http server beside the app, never through its port: Prometheus scrapes it and Kubernetes probes the
 * worker there. No framework: a scrape costs the app only the collecting of its metrics. A port another process holds
 * (its predecessor, still finishing its work during a restart on one machine) is retried every few seconds and never
 * stops the process; any other failure to listen (an address not on this machine) stops it at start.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server = createServer((request, response) => void answer(options.routes, request, response));
  let retry: NodeJS.Timeout | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const listenOrRetry = async (): Promise<void> => {
    try {
      await listen();
      if (retry) logger.log(`${options.name}: serving on ${options.host}:${options.port} now`);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code !== 'EADDRINUSE')
        throw new Error(`${options.name}: cannot serve on ${options.host}:${options.port} (${code ?? (error as Error).message})`, { cause: error });
      if (!retry) logger.warn(`${options.name}: ${options.host}:${options.port} is in use by another process; trying again every ${RETRY_BIND_MS / 1000} s`);
      retry = setTimeout(() => void listenOrRetry().catch((failure: Error) => logger.error(failure.message)), RETRY_BIND_MS);
      retry.unref();
    }
  };
  await listenOrRetry();
  return {
    get port() {
      return server.listening ? (server.address() as AddressInfo).port : null;
    },
    close: () => {
      clearTimeout(retry);
      return closeServer(server);
    },
  };
}

async function answer(routes: MetricsServerOptions['routes'], request: IncomingMessage, response: ServerResponse): Promise<void> {
  const route = request.method === 'GET' || request.method === 'HEAD' ? routes[(request.url ?? '/').split('?')[0]] : undefined;
  let reply: PlainAnswer;
  try {
    reply = route ? await route() : { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found\n' };
  } catch (error) {
    // What could not be collected (the api processes did not answer in time) is a passing outage, not the scraper's fault.
    reply = { status: 503, contentType: 'text/plain; charset=utf-8', body: `${(error as Error).message}\n` };
  }
  response.writeHead(reply.status, { 'Content-Type': reply.contentType, 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : reply.body);
}

/** Stops listening and drops idle keep-alive connections, so that a scraper holding one never delays a shutdown. */
function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  return closed;
}
