import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnLoopback, type ListeningApp } from '../test/listen.ts';
import { ProgressSignals } from '../shared/progress-signals.ts';
import { jobEventStream } from './job-event-stream.ts';

const HOUR = 3_600_000;
const servers: ListeningApp[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** Reads the raw text of a stream until `done` says enough, then stops reading. */
async function readUntil(url: string, done: (text: string) => boolean): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const decoder = new TextDecoder();
  let text = '';
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      if (done(text)) break;
    }
  } finally {
    controller.abort();
  }
  return text;
}

async function serveJob(state: { percent: number }, signals: ProgressSignals, options: { watchMs: number; heartbeatMs: number }) {
  const app = new Hono();
  app.get('/events', (c) =>
    jobEventStream(c, {
      first: { ...state },
      read: async () => ({ ...state }),
      settled: (s) => s.percent >= 100,
      topics: () => ['job'],
      signals,
      ...options,
    }),
  );
  const server = await listenOnLoopback(app.fetch);
  servers.push(server);
  return `${server.url}/events`;
}

describe('jobEventStream', () => {
  it('sends a change at its signal without waiting for the next read of the row, and ends once settled', async () => {
    const signals = new ProgressSignals();
    const state = { percent: 0 };
    const url = await serveJob(state, signals, { watchMs: HOUR, heartbeatMs: HOUR });
    const text = readUntil(url, (t) => t.includes('"percent":100'));
    // The signal is published until the stream has listened to it and the change is out.
    const publisher = setInterval(() => {
      if (signals.listenerCount('job') === 0) return;
      state.percent = Math.min(100, state.percent + 50);
      signals.publish('job');
    }, 5);
    try {
      const received = await text;
      expect(received).toContain('event: status\ndata: {"percent":0}\n\n');
      expect(received).toContain('data: {"percent":100}');
    } finally {
      clearInterval(publisher);
    }
  });

  it('sends the same state only once, and a heartbeat comment while nothing changes', async () => {
    const signals = new ProgressSignals();
    const url = await serveJob({ percent: 10 }, signals, { watchMs: 5, heartbeatMs: 20 });
    const received = await readUntil(url, (t) => t.includes(': heartbeat\n\n'));
    expect(received.match(/event: status/g)).toHaveLength(1);
    expect(received).toContain(': heartbeat\n\n');
  });
});
