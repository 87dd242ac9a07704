import { type AddressInfo, createServer, type Socket, connect } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a crashed or unreachable server would. */
  cut(): void;
  /**
   * Accepts connections but forwards nothing either way, as a frozen server or a network that drops packets would. The
   * connections open meanwhile never hear back, even after restore (their packets are lost); new ones then work.
   */
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Forwards a local port to a real server so a test can take that server "down" without touching it. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let cut = false;
  let stalled = false;
  const sockets = new Set<Socket>();
  const links = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    const link: [Socket, Socket] = [client, upstream];
    links.add(link);
    if (!stalled) client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => {
      links.delete(link);
      client.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cutAll = () => {
    cut = true;
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut: cutAll,
    stall() {
      stalled = true;
      for (const [client, upstream] of links) {
        client.unpipe(upstream);
        upstream.unpipe(client);
      }
    },
    restore() {
      cut = false;
      stalled = false;
    },
    close() {
      cutAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A proxy in front of the server a URL names (postgres://, redis://…), and the same URL pointing at the proxy. */
export async function proxyUrl(url: string): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(url);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || { 'redis:': 6379, 'postgres:': 5432 }[target.protocol]));
  target.hostname = '127.0.0.1';
  target.port = String(proxy.port);
  return { proxy, url: target.toString() };
}
