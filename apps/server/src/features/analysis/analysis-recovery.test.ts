import { fileURLToPath } from 'node:url';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import {
  analysisStatusResponseSchema,
  analysisUrls,
  startAnalysisResponseSchema,
  uploadResponseSchema,
  type AnalysisStatusResponse,
} from '@rehearse/contract/analysis-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { startTsxChild } from '../../test/tsx-child.ts';
import { createAnalysisTestApp, scriptedEngine, scriptedResult, uploadFile, waitFor, type AnalysisTestApp } from './analysis-test-kit.ts';

const fixture = fileURLToPath(new URL('./analysis-worker.fixture.ts', import.meta.url));

/** Files analysed in this process, one entry per analyze call. */
const analysed: string[] = [];
let t: AnalysisTestApp;
let alice: TestClient;
let clip: string;

const engine = scriptedEngine(async (file) => {
  analysed.push(file);
  // Longer than the 1 s lease: the worker must keep its lease while it runs.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return scriptedResult(68);
});

beforeAll(async () => {
  clip = (await ensureFixtures()).containers.mp4;
  t = await createAnalysisTestApp({ engine, startWorker: false });
  alice = await t.signedInUser();
});

afterAll(async () => {
  await t?.close();
});

async function status(sessionId: string): Promise<AnalysisStatusResponse> {
  const res = await alice.get(analysisUrls.status(sessionId));
  expect(res.status).toBe(200);
  return analysisStatusResponseSchema.parse(await res.json());
}

async function startClip(name: string): Promise<string> {
  const upload = uploadResponseSchema.parse(await (await uploadFile(alice, clip, name)).json());
  const res = await alice.post(analysisUrls.start(), { video_upload_id: upload.video_upload.id, analysis_types: ['video', 'audio'] });
  return startAnalysisResponseSchema.parse(await res.json()).session_id;
}

async function finalState(sessionId: string): Promise<AnalysisStatusResponse> {
  return waitFor(async () => {
    const s = await status(sessionId);
    return s.status === 'completed' || s.status === 'failed' ? s : null;
  }, 90_000);
}

describe('restart recovery', () => {
  it('an analysis whose worker was killed mid-way is completed by the next worker', async () => {
    const sessionId = await startClip('killed.mp4');
    const worker = startTsxChild(fixture, [t.deps.database.url, t.queueKind, t.objectsRoot]);
    await worker.waitForOutput('analyzing', 60_000);
    expect(worker.output()).toContain('analyzing');
    const during = await status(sessionId);
    expect(during.status).toBe('processing');
    expect(during.stage).toBe('audio');
    expect(during.progress).toBe(30);
    await worker.kill();

    // A new worker (as after a restart): recovery is a no-op for a job the queue still holds.
    await t.analysis.recover();
    await t.analysis.startWorker();
    const done = await finalState(sessionId);
    expect(done.status).toBe('completed');
    expect(done.results?.overall_score).toBe(68);
    expect(analysed).toHaveLength(1);
  });

  it('an analysis left processing without any job is enqueued again at start-up and completes', async () => {
    const sessionId = await startClip('orphan.mp4');
    await finalState(sessionId);
    // The session reads completed a moment before its job does; until then a new job for it would be the same one.
    await waitFor(async () => {
      const queue = await t.queue.stats?.();
      return queue !== undefined && queue.active === 0 && queue.queued === 0;
    });
    // Simulate a lost job: the session says processing, the queue holds nothing for it.
    await t.deps.database.db
      .updateTable('analysis_sessions')
      .set({ status: 'processing', stage: 'video', progress: 40, result: null, summary: null, end_time: null })
      .where('session_id', '=', sessionId)
      .execute();
    const before = analysed.length;
    expect(await t.analysis.recover()).toBe(1);
    const done = await finalState(sessionId);
    expect(done.status).toBe('completed');
    expect(analysed.length - before).toBe(1);
    expect(await t.analysis.recover()).toBe(0);
  });
});

describe('two workers', () => {
  it('never run one analysis twice', async () => {
    await t.secondWorker(engine);
    const before = analysed.length;
    const ids = await Promise.all(['w1.mp4', 'w2.mp4', 'w3.mp4', 'w4.mp4'].map((name) => startClip(name)));
    for (const id of ids) expect((await finalState(id)).status).toBe('completed');
    const runs = analysed.slice(before);
    expect(runs).toHaveLength(4);
    expect(new Set(runs).size).toBe(4);
  });
});
