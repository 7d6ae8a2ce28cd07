import { randomUUID } from 'node:crypto';
import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import { PROGRESS_EVENT, progressEventUrls } from '@rehearse/contract/progress-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisTopic, progressSignals } from '../../shared/progress-signals.ts';
import { listenWithDrain, openStream, type DrainableApp } from '../../test/event-stream-client.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let app: DrainableApp;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;

async function userIdOf(client: TestClient): Promise<string> {
  const body = (await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } };
  return body.user.id;
}

/** A queued analysis of `userId`, as the start endpoint leaves it. */
async function queuedSession(userId: string): Promise<string> {
  const sessionId = randomUUID();
  await t.deps.analysis.repositories.sessions.create({
    sessionId,
    userId,
    videoUploadId: null,
    category: 'video_upload',
    displayName: 'Stream test',
    status: 'queued',
    stage: 'queued',
    startedAt: new Date().toISOString(),
  });
  return sessionId;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const statusOf = (data: string) => analysisStatusResponseSchema.parse(JSON.parse(data));

beforeAll(async () => {
  t = await createTestApp();
  app = await listenWithDrain(t);
  alice = await t.signedInUser();
  bob = await t.signedInUser();
  aliceId = await userIdOf(alice);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('GET /api/analysis/status/{sessionId}/events/', () => {
  it('sends the status endpoint’s JSON first, then each change as the worker writes it, and ends once completed', async () => {
    const sessions = t.deps.analysis.repositories.sessions;
    const sessionId = await queuedSession(aliceId);
    const stream = await openStream(app, alice, progressEventUrls.analysis(sessionId));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const first = await stream.next();
    expect(first.event).toBe(PROGRESS_EVENT);
    const polled = await (await alice.get(analysisUrls.status(sessionId))).json();
    expect(JSON.parse(first.data)).toEqual(polled);

    await sessions.markProcessing(sessionId);
    expect(statusOf((await stream.next()).data)).toMatchObject({ status: 'processing', stage: 'probe', progress: 0 });
    await sessions.setProgress(sessionId, 'audio', 40);
    expect(statusOf((await stream.next()).data)).toMatchObject({ status: 'processing', stage: 'audio', progress: 40 });

    await sessions.markCompleted(sessionId, { result: JSON.stringify({}), summary: JSON.stringify({}), reportFiles: '[]', endTime: new Date().toISOString() });
    const last = statusOf((await stream.next()).data);
    expect(last).toMatchObject({ status: 'completed', progress: 100 });
    expect(last).toEqual(await (await alice.get(analysisUrls.status(sessionId))).json());
    await stream.ended;
    await expect(stream.next()).rejects.toThrow('stream ended');
    expect(progressSignals.listenerCount(analysisTopic(sessionId))).toBe(0);
  });

  it('follows a change another process wrote (no signal here) by reading the row again', async () => {
    const sessionId = await queuedSession(aliceId);
    const stream = await openStream(app, alice, progressEventUrls.analysis(sessionId));
    await stream.next();
    await t.deps.database.db.updateTable('analysis_sessions').set({ status: 'failed', error: 'Worker elsewhere failed' }).where('session_id', '=', sessionId).execute();
    expect(statusOf((await stream.next()).data)).toMatchObject({ status: 'failed', error: 'Worker elsewhere failed' });
    await stream.ended;
  });

  it('answers another user’s or an unknown session as the status endpoint does, and nothing signed out', async () => {
    const sessionId = await queuedSession(aliceId);
    for (const id of [sessionId, 'no-such-session']) {
      const polled = await bob.get(analysisUrls.status(id));
      const streamed = await fetch(`${app.url}${progressEventUrls.analysis(id)}`, {
        headers: { cookie: [...bob.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(streamed.status).toBe(404);
      expect(polled.status).toBe(404);
      expect(await streamed.json()).toEqual(await polled.json());
    }
    const signedOut = await fetch(`${app.url}${progressEventUrls.analysis(sessionId)}`);
    expect(signedOut.status).toBe(401);
    expect(progressSignals.listenerCount(analysisTopic(sessionId))).toBe(0);
  });

  it('lets go of its listener when the client leaves', async () => {
    const sessionId = await queuedSession(aliceId);
    const stream = await openStream(app, alice, progressEventUrls.analysis(sessionId));
    await stream.next();
    expect(progressSignals.listenerCount(analysisTopic(sessionId))).toBe(1);
    stream.abort();
    await until(() => progressSignals.listenerCount(analysisTopic(sessionId)) === 0);
    // The signal still publishes without anyone to tell.
    await t.deps.analysis.repositories.sessions.markProcessing(sessionId);
  });
});

describe('an open event stream during the server’s drain', () => {
  it('ends, so the drain finishes without waiting out its grace time', async () => {
    const own = await listenWithDrain(t);
    try {
      const sessionId = await queuedSession(aliceId);
      const stream = await openStream(own, alice, progressEventUrls.analysis(sessionId));
      await stream.next();
      expect(await own.drain.drain(60_000)).toBe(true);
      await stream.ended;
      expect(progressSignals.listenerCount(analysisTopic(sessionId))).toBe(0);
    } finally {
      await own.close();
    }
  });
});
