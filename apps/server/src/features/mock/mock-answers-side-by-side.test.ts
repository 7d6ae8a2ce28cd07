/**
 * An interview's answers are analysed side by side as they are saved, up to the worker's concurrency, and nothing
 * waits for the queue's poll: the queue here looks for due jobs only once an hour, so every start below is a
 * wake-up (a save, or an analysis ending) and the report is built by the analysis that ends last.
 */
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import { mockFinishResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

const AN_HOUR_MS = 3_600_000;

/** Each analysis runs until the test ends it; `events` is the order analyses started and ended in. */
const events: string[] = [];
const endAnalysis: Array<() => void> = [];
let t: MockTestApp;
let fixtures: FixturePaths;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({
    engine: scriptedEngine(async () => {
      const n = endAnalysis.length + 1;
      events.push(`start ${n}`);
      await new Promise<void>((resolve) => endAnalysis.push(resolve));
      events.push(`end ${n}`);
      return scriptedResult(70, 4);
    }),
    workerConcurrency: 2,
    pollIntervalMs: AN_HOUR_MS,
  });
});

afterAll(async () => {
  for (const end of endAnalysis) end();
  await t?.close();
});

async function reportStatus(client: TestClient, analysisSessionId: string): Promise<string> {
  return analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(analysisSessionId))).json()).status;
}

describe('the answers of a mock interview', () => {
  it('are analysed side by side as they are saved, the next starting when one ends, and the report is built when the last one ends', async () => {
    const client = await t.signedInUser();
    const session = mockStartResponseSchema.parse(await (await client.post(mockUrls.start())).json());
    const keys = session.questions.slice(0, 3).map((q) => q.key);
    for (const key of keys) {
      const { link } = await uploadAnswer(client, session.session_id, key, fixtures.containers.webm);
      const saved = await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key, duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false });
      expect(saved.status).toBe(200);
    }
    const statusOf = async (key: string) => (await t.mock.service.answers.find(session.session_id, key))?.analysis_status;

    // Two at once (the worker's concurrency): the first two answers run side by side, the third waits for a place.
    await waitFor(async () => endAnalysis.length === 2);
    await waitFor(async () => (await statusOf(keys[0]!)) === 'processing' && (await statusOf(keys[1]!)) === 'processing');
    expect(events).toEqual(['start 1', 'start 2']);
    expect(await statusOf(keys[2]!)).toBe('queued');

    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
    expect(await reportStatus(client, finished.analysis_session_id)).toBe('processing');

    // The first ending frees its place: the third starts then, not at the next poll an hour away.
    endAnalysis[0]!();
    await waitFor(async () => endAnalysis.length === 3);
    expect(events).toEqual(['start 1', 'start 2', 'end 1', 'start 3']);

    endAnalysis[1]!();
    await waitFor(async () => (await statusOf(keys[1]!)) === 'completed');
    expect(await reportStatus(client, finished.analysis_session_id)).toBe('processing');

    // The last analysis to end builds the report itself.
    endAnalysis[2]!();
    await waitFor(async () => (await reportStatus(client, finished.analysis_session_id)) === 'completed');
    expect(events).toEqual(['start 1', 'start 2', 'end 1', 'start 3', 'end 2', 'end 3']);
    expect(await Promise.all(keys.map(statusOf))).toEqual(['completed', 'completed', 'completed']);
  });
});
