import { mockSessionResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { PROGRESS_EVENT, progressEventUrls } from '@rehearse/contract/progress-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockSessionTopic, progressSignals } from '../../shared/progress-signals.ts';
import { listenWithDrain, openStream, type DrainableApp } from '../../test/event-stream-client.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let app: DrainableApp;

async function startedSession(client: TestClient) {
  const res = await client.post(mockUrls.start());
  expect(res.status).toBe(200);
  return mockStartResponseSchema.parse(await res.json());
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

beforeAll(async () => {
  t = await createTestApp();
  app = await listenWithDrain(t);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('GET /api/mock/session/{id}/events/', () => {
  it('sends the session endpoint’s JSON first, then again when an answer is saved', async () => {
    const client = await t.signedInUser();
    const session = await startedSession(client);
    const key = session.questions[0]!.key;
    const stream = await openStream(app, client, progressEventUrls.mockSession(session.session_id));
    expect(stream.response.status).toBe(200);

    const first = await stream.next();
    expect(first.event).toBe(PROGRESS_EVENT);
    expect(JSON.parse(first.data)).toEqual(await (await client.get(mockUrls.session(session.session_id))).json());

    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key, skipped: true, notes: '' });
    const next = mockSessionResponseSchema.parse(JSON.parse((await stream.next()).data));
    expect(next.data.answers[key]).toMatchObject({ skipped: true });

    stream.abort();
    await until(() => progressSignals.listenerCount(mockSessionTopic(session.session_id)) === 0);
  });

  it('answers another user’s or an unknown session as the session endpoint does', async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    const session = await startedSession(owner);
    for (const id of [session.session_id, 'no-such-session']) {
      const polled = await other.get(mockUrls.session(id));
      const streamed = await fetch(`${app.url}${progressEventUrls.mockSession(id)}`, { headers: { cookie: cookieOf(other) } });
      expect(polled.status).toBe(404);
      expect(streamed.status).toBe(404);
      expect(await streamed.json()).toEqual(await polled.json());
    }
    expect(progressSignals.listenerCount(mockSessionTopic(session.session_id))).toBe(0);
  });
});
