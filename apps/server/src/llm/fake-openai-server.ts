import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * FOR TESTS ONLY. A small OpenAI-compatible chat-completions server on loopback: answers with
 * `reply` (JSON or an SSE stream, as the request asks), or hangs (`slow`), fails (`fail`), refuses (`refuse`) or
 * stops at the token cap (`length`); `trickle` streams a word every 150 ms, so a test can stop an answer half-way. A `response_format` of type json_schema is checked as OpenAI's strict mode
 * checks it (every object closed and all its properties required), and refused with 400 otherwise.
 */
export interface FakeOpenAiServer {
  baseUrl: string;
  mode: 'normal' | 'slow' | 'fail' | 'empty' | 'refuse' | 'length' | 'trickle';
  reply: string;
  /** When set, writes the reply from the request (a test checks what reached the prompt by what comes back). */
  respond?: (request: FakeOpenAiServer['requests'][number]) => string;
  /** Milliseconds every reply waits before it starts: a model slower than a caller's wait, that still answers. */
  delayMs: number;
  /** Bodies of the chat-completion requests received, oldest first. */
  requests: Array<{
    model: string;
    stream?: boolean;
    max_tokens?: number;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
    messages: Array<{ role: string; content: string }>;
  }>;
  /** Authorization headers received. */
  authorizations: Array<string | undefined>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAiServer(reply = 'Model reply.'): Promise<FakeOpenAiServer> {
  const pending = new Set<NodeJS.Timeout>();
  const state: FakeOpenAiServer = {
    baseUrl: '',
    mode: 'normal',
    reply,
    delayMs: 0,
    requests: [],
    authorizations: [],
    close: async () => {
      for (const t of pending) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(await readBody(req)) as FakeOpenAiServer['requests'][number];
      state.requests.push(body);
      state.authorizations.push(req.headers.authorization);
      const schemaProblem = body.response_format?.type === 'json_schema' ? strictSchemaProblem(body.response_format.json_schema?.schema, 'schema') : null;
      if (schemaProblem !== null) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `Invalid schema for response_format: ${schemaProblem}`, type: 'invalid_request_error' } }));
        return;
      }
      if (state.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
        return;
      }
      if (state.mode === 'slow') {
        // Never answers within a test's timeout; the timer is cleared on close.
        const t = setTimeout(() => res.end(), 60_000);
        pending.add(t);
        return;
      }
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      const text = state.mode === 'empty' ? '' : (state.respond?.(body) ?? state.reply);
      const id = `chatcmpl-${state.requests.length}`;
      const created = Math.floor(Date.now() / 1000);
      if (body.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const words = text.split(/(?<= )/);
        for (const word of words) {
          if (res.destroyed) return;
          const chunk = { id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta: { content: word }, finish_reason: null }] };
          res.write(`data: ${JSON.stringify(chunk)}\n\n`);
          if (state.mode === 'trickle') await new Promise((resolve) => setTimeout(resolve, 150));
        }
        const last = { id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] };
        res.end(`data: ${JSON.stringify(last)}\n\ndata: [DONE]\n\n`);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [
            state.mode === 'refuse'
              ? { index: 0, message: { role: 'assistant', content: null, refusal: 'I cannot help with that.' }, finish_reason: 'stop' }
              : { index: 0, message: { role: 'assistant', content: text, refusal: null }, finish_reason: state.mode === 'length' ? 'length' : 'stop' },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}

/** Why OpenAI's strict structured outputs would refuse `schema`, or null. */
function strictSchemaProblem(schema: unknown, path: string): string | null {
  if (typeof schema !== 'object' || schema === null) return `${path} is not a schema`;
  const node = schema as Record<string, unknown>;
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(node[key])) {
      for (const [i, option] of (node[key] as unknown[]).entries()) {
        const problem = strictSchemaProblem(option, `${path}.${key}[${i}]`);
        if (problem) return problem;
      }
      return null;
    }
  }
  if (node.type === 'object') {
    if (node.additionalProperties !== false) return `${path}: additionalProperties must be false`;
    const properties = Object.keys((node.properties ?? {}) as object);
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    const missing = properties.filter((p) => !required.includes(p));
    if (missing.length > 0) return `${path}: every property must be required (${missing.join(', ')} is not)`;
    for (const p of properties) {
      const problem = strictSchemaProblem((node.properties as Record<string, unknown>)[p], `${path}.${p}`);
      if (problem) return problem;
    }
  }
  if (node.type === 'array') return strictSchemaProblem(node.items, `${path}.items`);
  return null;
}
