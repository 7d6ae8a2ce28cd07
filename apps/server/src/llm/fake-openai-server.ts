import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * FOR TESTS ONLY. A small OpenAI-compatible chat-completions server on loopback: answers with
 * `reply` (JSON or an SSE stream, as the request asks), or hangs (`slow`) or fails (`fail`).
 */
export interface FakeOpenAiServer {
  baseUrl: string;
  mode: 'normal' | 'slow' | 'fail' | 'empty';
  reply: string;
  /** Bodies of the chat-completion requests received, oldest first. */
  requests: Array<{ model: string; stream?: boolean; messages: Array<{ role: string; content: string }> }>;
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
      const text = state.mode === 'empty' ? '' : state.reply;
      const id = `chatcmpl-${state.requests.length}`;
      const created = Math.floor(Date.now() / 1000);
      if (body.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const words = text.split(/(?<= )/);
        for (const word of words) {
          const chunk = { id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta: { content: word }, finish_reason: null }] };
          res.write(`data: ${JSON.stringify(chunk)}\n\n`);
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
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}
