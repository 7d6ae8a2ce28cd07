import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { trackHttpDrain, type HttpDrain } from '../http/http-drain.ts';
import type { TestApp, TestClient } from './test-app.ts';

/** One server-sent event as a browser's EventSource would deliver it; comments are counted apart. */
export interface ReceivedEvent {
  event: string;
  data: string;
}

/** A test app listening on a loopback port, with the drain the real server has. */
export interface DrainableApp {
  url: string;
  drain: HttpDrain;
  close(): Promise<void>;
}

export async function listenWithDrain(t: TestApp): Promise<DrainableApp> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  const drain = trackHttpDrain(server);
  if (!server.listening) await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    drain,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An open event stream read over real HTTP: its events in order, the comment lines seen, and whether it ended. */
export interface OpenStream {
  response: Response;
  /** Resolves with the next event (waits for it); rejects when the stream ends first. */
  next(): Promise<ReceivedEvent>;
  comments: number;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  abort(): void;
}

/** GET `path` as `client` (its cookies, no Origin: what a same-origin EventSource sends). */
export async function openStream(app: DrainableApp, client: TestClient, path: string): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${app.url}${path}`, { headers, signal: controller.signal });
  const queue: ReceivedEvent[] = [];
  const waiting: Array<{ resolve: (e: ReceivedEvent) => void; reject: (e: Error) => void }> = [];
  let finished = false;
  const stream: OpenStream = {
    response,
    comments: 0,
    next: () => {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      if (finished) return Promise.reject(new Error('stream ended'));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    ended: Promise.resolve(),
    abort: () => controller.abort(),
  };
  const deliver = (e: ReceivedEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(e);
    else queue.push(e);
  };
  stream.ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          if (lines.every((l) => l.startsWith(':'))) {
            stream.comments += 1;
            continue;
          }
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          deliver({ event, data });
        }
      }
    } catch {
      // Aborted by the test.
    } finally {
      finished = true;
      for (const waiter of waiting.splice(0)) waiter.reject(new Error('stream ended'));
    }
  })();
  return stream;
}
