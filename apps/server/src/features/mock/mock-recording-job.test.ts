import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { mockFinishResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYSIS_MAX_ATTEMPTS } from '../analysis/analysis-job-name.ts';
import { scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { MOCK_ANSWER_JOB, type MockAnswerJobPayload } from './mock-answer-job-name.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

let fixtures: FixturePaths;
let t: MockTestApp;
let behaviour: () => Promise<AnalysisResult>;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({ engine: scriptedEngine(async () => behaviour()) });
});
beforeEach(() => {
  behaviour = async () => scriptedResult(70, 4);
});
afterAll(async () => {
  await t?.close();
});

async function startedSession() {
  const client = await t.signedInUser();
  const session = mockStartResponseSchema.parse(await (await client.post(mockUrls.start(), { question_count: 1 })).json());
  return { client, sessionId: session.session_id, key: session.questions[0]!.key };
}

describe('the analysis job of a recorded mock answer', () => {
  it('takes over a job of the per-question answer kind still queued: the answer is analysed and the finished report assembled', async () => {
    const { client, sessionId, key } = await startedSession();
    const { link } = await uploadAnswer(client, sessionId, key, fixtures.containers.webm);
    // Saved as the per-question job saw it: a queued analysis whose only job is of the old kind.
    await t.mock.service.answers.save({ sessionId, questionKey: key, skipped: false, notes: '', durationSec: 4, mediaKey: link.s3_key, at: new Date().toISOString() });
    const payload: MockAnswerJobPayload = { sessionId, questionKey: key };
    await t.queue.enqueue(MOCK_ANSWER_JOB, payload, { singletonKey: `${sessionId}:${key}`, maxAttempts: 3 });
    await waitFor(async () => (await t.mock.service.answers.find(sessionId, key))?.analysis_status === 'completed');
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: sessionId })).json());
    const report = await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    });
    expect(report.results!.questions![0]).toMatchObject({ skipped: false, analysis_error: null });
  });

  it('ends the answer failed as an upload ends when every attempt fails, and the waiting report is assembled with the reason', async () => {
    behaviour = async () => {
      throw new Error('engine crashed');
    };
    const { client, sessionId, key } = await startedSession();
    const { link } = await uploadAnswer(client, sessionId, key, fixtures.containers.webm);
    await client.post(mockUrls.answer(), { session_id: sessionId, question_key: key, duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false });
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: sessionId })).json());
    const report = await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    }, 90_000);
    expect(report.results!.questions![0]).toMatchObject({
      skipped: false,
      score: null,
      analysis_error: `Analysis failed after ${ANALYSIS_MAX_ATTEMPTS} attempts: engine crashed`,
    });
  }, 120_000);
});
