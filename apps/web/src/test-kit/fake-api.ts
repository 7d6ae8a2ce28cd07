import { vi } from 'vitest';
import type { z } from 'zod';

/** FOR TESTS ONLY. A fake `fetch` that answers like the server, keyed by `METHOD /path` (query string ignored). */

export interface FakeReply {
  status?: number;
  body: unknown;
  /** When given, the body is parsed with it first, so a test can only serve what the contract allows. */
  schema?: z.ZodType;
}

export interface FakeCall {
  method: string;
  path: string;
  /** The query string, e.g. `?limit=3` ('' without one). */
  search: string;
  body: unknown;
}

type Handler = FakeReply | ((call: FakeCall) => FakeReply);

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body ?? (request ? await request.clone().text() : undefined);
    const call: FakeCall = { method, path: url.pathname, search: url.search, body: typeof rawBody === 'string' && rawBody ? JSON.parse(rawBody) : rawBody };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return json(404, { status: 'error', message: 'Not found' });
    const reply = typeof handler === 'function' ? handler(call) : handler;
    return json(reply.status ?? 200, reply.schema ? reply.schema.parse(reply.body) : reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
