import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';

/** An app served on a loopback port, as main.ts serves it: for tests that need real sockets (cut-off bodies, closed connections). */
export interface ListeningApp {
  port: number;
  url: string;
  close(): Promise<void>;
}

export async function listenOnLoopback(fetch: (request: Request, env: unknown) => Response | Promise<Response>): Promise<ListeningApp> {
  const server = await new Promise<ServerType>((resolve) => {
    const s: ServerType = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
