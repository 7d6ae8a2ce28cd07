import type { Server, ServerResponse } from 'node:http';

/** Emitted on each response in progress when the drain begins: a response that never ends by itself (an event stream) ends on it. */
const DRAIN_REQUESTED = 'rehearse:drain-requested';
/** Responses already told to drain, so that a listener added later hears it too. */
const drainRequested = new WeakSet<ServerResponse>();

function requestDrain(response: ServerResponse): void {
  if (drainRequested.has(response)) return;
  drainRequested.add(response);
  response.emit(DRAIN_REQUESTED);
}

/** Calls `listener` once the server's drain begins (at once when it has begun already); answers the function that stops listening. */
export function onHttpDrain(response: ServerResponse, listener: () => void): () => void {
  if (drainRequested.has(response)) {
    queueMicrotask(listener);
    return () => {};
  }
  response.once(DRAIN_REQUESTED, listener);
  return () => response.off(DRAIN_REQUESTED, listener);
}

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
    inProgress.add(response);
    if (draining) {
      response.shouldKeepAlive = false;
      requestDrain(response);
    }
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
        for (const response of inProgress) {
          response.shouldKeepAlive = false;
          requestDrain(response);
        }
        server.closeIdleConnections();
      }),
  };
}
