/** A process that dies between Finish's commit and the report's assembly leaves no report "processing" for ever. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls, type AnalysisStatusResponse } from '@rehearse/contract/analysis-api';
import { mockFinishResponseSchema, mockStartResponseSchema, mockUrls, type MockStartResponse } from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { startTsxChild } from '../../test/tsx-child.ts';
import { queueKindForTests, scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';
import { UNREADABLE_ANSWER_ANALYSIS } from './finish-step.ts';

const fixture = fileURLToPath(new URL('./mock-finish.fixture.ts', import.meta.url));
let t: MockTestApp;
let fixtures: FixturePaths;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({ engine: scriptedEngine(async () => scriptedResult(70, 4)) });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

async function reportOf(client: TestClient, analysisSessionId: string): Promise<AnalysisStatusResponse> {
  return analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(analysisSessionId))).json());
}

/**
 * A session with one recorded answer, analysed, and one skipped: nothing is left for an answer job to do. The job
 * ends by asking for the report (a no-op while the session is not finished); that call must have settled before the
 * test finishes the session, or the job itself assembles the report the test means to leave unassembled.
 */
async function answeredSession(): Promise<{ client: TestClient; session: MockStartResponse }> {
  const client = await t.signedInUser();
  const jobAsksForReport = vi.spyOn(t.mock.service, 'assembleReport');
  try {
    const session = mockStartResponseSchema.parse(await (await client.post(mockUrls.start())).json());
    const [q0, q1] = session.questions.map((q) => q.key);
    const { link } = await uploadAnswer(client, session.session_id, q0!, fixtures.containers.webm);
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: q0, duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false });
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: q1, skipped: true, notes: '' });
    await waitFor(async () => (await t.mock.service.answers.find(session.session_id, q0!))?.analysis_status === 'completed');
    await waitFor(async () =>
      jobAsksForReport.mock.calls.some(([id], i) => id === session.session_id && jobAsksForReport.mock.settledResults[i]?.type !== 'incomplete'),
    );
    return { client, session };
  } finally {
    jobAsksForReport.mockRestore();
  }
}

/** Finish's transaction commits and the report is never assembled: the state a crash right after the commit leaves. */
async function finishWithoutReport(client: TestClient, sessionId: string, options: { expectStuck: boolean }): Promise<string> {
  const skip = vi.spyOn(t.mock.service.finishStep, 'assembleReport').mockResolvedValueOnce(undefined);
  const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: sessionId })).json());
  skip.mockRestore();
  expect(finished.analysis_credits).toBe(9);
  if (options.expectStuck) expect((await reportOf(client, finished.analysis_session_id)).status).toBe('processing');
  return finished.analysis_session_id;
}

describe('finished mock interviews without a report', () => {
  it('are completed by the recovery at start', async () => {
    const { client, session } = await answeredSession();
    const analysisId = await finishWithoutReport(client, session.session_id, { expectStuck: true });
    expect(await t.mock.recover()).toBeGreaterThanOrEqual(1);
    const report = await reportOf(client, analysisId);
    expect(report.status).toBe('completed');
    expect(report.results?.overall_score).toBe(70);
    expect(report.results?.questions?.[1]).toMatchObject({ skipped: true });
    // Once: a second pass finds nothing.
    expect(await t.mock.service.sessions.listFinishedWithoutReport()).toEqual([]);
  });

  it('are completed by the scheduled pass, not only at start', async () => {
    const passLooks = vi.spyOn(t.mock.service.sessions, 'listFinishedWithoutReport');
    const stop = t.mock.scheduleMaintenance(200);
    try {
      // Once the first (immediate) pass has looked: only a later, scheduled one can find this one.
      await waitFor(async () => passLooks.mock.settledResults.some((result) => result.type !== 'incomplete'));
      const { client, session } = await answeredSession();
      // Not checked as stuck here: the next pass may already have completed it.
      const analysisId = await finishWithoutReport(client, session.session_id, { expectStuck: false });
      const report = await waitFor(async () => {
        const r = await reportOf(client, analysisId);
        return r.status === 'completed' ? r : null;
      });
      expect(report.results?.overall_score).toBe(70);
    } finally {
      stop();
      passLooks.mockRestore();
    }
  });

  it('a process SIGKILLed right after Finish committed: the next start completes the report', async () => {
    const { client, session } = await answeredSession();
    const userId = (await t.mock.service.sessions.findById(session.session_id))!.user_id;
    const child = startTsxChild(fixture, [t.deps.database.url, queueKindForTests(t.deps.database), join(t.deps.config.dataDir, 'objects'), userId, session.session_id]);
    await child.waitForOutput('committed', 60_000);
    expect(child.output()).toContain('committed');
    expect(await child.kill()).toBe('SIGKILL');

    const stuck = (await t.mock.service.sessions.findById(session.session_id))!;
    expect(stuck.status).toBe('completed');
    const analysisId = stuck.analysis_session_id!;
    expect((await reportOf(client, analysisId)).status).toBe('processing');

    await t.mock.recover();
    const report = await reportOf(client, analysisId);
    expect(report.status).toBe('completed');
    expect(report.results?.overall_score).toBe(70);
  });
});

describe('a stored answer analysis that cannot be read', () => {
  it('does not fail the report: the report is completed and that answer says it could not be read', async () => {
    const { client, session } = await answeredSession();
    const q0 = session.questions[0]!.key;
    const analysisId = (await t.mock.service.answers.find(session.session_id, q0))!.analysis_session_id!;
    await t.deps.database.db.updateTable('analysis_sessions').set({ result: '{"overall_score": 70, "vid' }).where('session_id', '=', analysisId).execute();
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
    const report = await reportOf(client, finished.analysis_session_id);
    expect(report.status).toBe('completed');
    expect(report.results?.questions?.[0]).toMatchObject({ analysis_error: UNREADABLE_ANSWER_ANALYSIS });
  });
});
