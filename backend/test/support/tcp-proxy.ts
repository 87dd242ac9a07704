import { AddressInfo, createServer, Socket, connect } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a crashed or unreachable server would. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Forwards a local port to a real server so a test can take that server "down" without touching it. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let cut = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cutAll = () => {
    cut = true;
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut: cutAll,
    restore() {
      cut = false;
    },
    close() {
      cutAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
