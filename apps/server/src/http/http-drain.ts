import type { Server, ServerResponse } from 'node:http';

export interface HttpDrain {
  /**
   * Stops accepting connections, lets requests in progress finish (each answered with `Connection: close`) and
   * closes idle keep-alive connections. Resolves true once every connection has closed, or false after `graceMs`
   * with the stragglers cut off.
   */
  drain(graceMs: number): Promise<boolean>;
}

/**
 * Watches `server`'s requests from now on so that a shutdown can drain it. Without this, `server.close()` waits
 * for keep-alive connections that finished their request to time out, and a client may send another request on one.
 */
export function trackHttpDrain(server: Server): HttpDrain {
  const inProgress = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (_request, response: ServerResponse) => {
    if (draining) response.shouldKeepAlive = false;
    inProgress.add(response);
    response.once('close', () => {
      inProgress.delete(response);
      // A response that went out before the drain kept its connection alive: close it now that it is idle.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    drain: (graceMs) =>
      new Promise<boolean>((resolve) => {
        draining = true;
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve(false);
        }, graceMs);
        server.close(() => {
          clearTimeout(timer);
          resolve(true);
        });
        // Headers not yet sent: the answer says Connection: close and Node closes the socket after it.
        for (const response of inProgress) response.shouldKeepAlive = false;
        server.closeIdleConnections();
      }),
  };
}
