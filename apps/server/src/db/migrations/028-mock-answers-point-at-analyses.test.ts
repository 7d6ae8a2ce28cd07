import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisSessionRepository } from '../../features/analysis/analysis-session-repository.ts';
import { analysisDb } from '../../features/analysis/analysis-tables.ts';
import { MockAnswerRepository } from '../../features/mock/mock-answer-repository.ts';
import { MockAttemptRepository } from '../../features/mock/mock-attempt-repository.ts';
import { mockDb } from '../../features/mock/mock-tables.ts';
import { createTestDatabaseUrl, type TestDatabaseUrl } from '../../test/test-database.ts';
import { openDatabase, type Database } from '../database.ts';
import { migrations } from './index.ts';

const AT = '2026-11-20T10:00:00.000Z';
const RESULT = '{"overall_score":71}';

/** An answer row as `mock_answers` held it before migration 028. */
function answer(questionKey: string, state: Record<string, unknown>) {
  return {
    session_id: 'mock-1',
    question_key: questionKey,
    skipped: 0,
    notes: '',
    duration_sec: 30,
    media_key: `mock/ann/mock-1/${questionKey}.webm`,
    media_deleted_at: null,
    analysis_status: 'completed',
    analysis_progress: 100,
    analysis_error: null,
    analysis_result: RESULT,
    analyzed_media_key: `mock/ann/mock-1/${questionKey}.webm`,
    updated_at: AT,
    attempt: 1,
    typed_text: null,
    typed_content: null,
    ...state,
  };
}

/** An analysis row as `analysis_sessions` held it before migration 028. */
function analysis(sessionId: string, category: 'video_upload' | 'mock_interview') {
  return {
    session_id: sessionId,
    user_id: 'ann',
    video_upload_id: null,
    category,
    display_name: sessionId,
    status: 'completed',
    stage: 'done',
    progress: 100,
    error: null,
    start_time: AT,
    end_time: AT,
    result: RESULT,
    summary: null,
    report_files: null,
    created_at: AT,
    analysis_types: null,
    result_revision: null,
  };
}

describe('migration 028 once mock answers point at their analyses', () => {
  let url: TestDatabaseUrl;
  let database: Database;

  beforeAll(async () => {
    url = await createTestDatabaseUrl();
    database = openDatabase(url.url);
  });

  afterAll(async () => {
    await database?.destroy();
    await url?.drop();
  });

  it("moves each recorded answer's and attempt's analysis into an analysis row of its own, which no list or count of the user's analyses shows", async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('027-report-files-on-request')).error).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before this migration
    const before = database.db as unknown as Kysely<any>;
    await before.insertInto('analysis_sessions').values([analysis('upload-1', 'video_upload'), analysis('report-1', 'mock_interview')]).execute();
    await before
      .insertInto('mock_sessions')
      .values({ id: 'mock-1', user_id: 'ann', status: 'completed', question_keys: '[]', current_index: 0, created_at: AT, completed_at: AT, summary: null, analysis_session_id: 'report-1' })
      .execute();
    await before
      .insertInto('mock_answers')
      .values([
        answer('done', { attempt: 2 }),
        answer('broken', { analysis_status: 'failed', analysis_error: 'The recording has no video', analysis_result: null }),
        answer('running', { analysis_status: 'processing', analysis_progress: 40, analysis_result: null, analyzed_media_key: null }),
        answer('rerecorded', { analyzed_media_key: 'mock/ann/mock-1/rerecorded-old.webm' }),
        answer('skipped', { skipped: 1, media_key: null, analysis_status: null, analysis_progress: 0, analysis_result: null, analyzed_media_key: null }),
        answer('typed', { media_key: null, analysis_status: 'completed', analysis_result: null, analyzed_media_key: null, typed_text: 'I led it.', typed_content: '{}' }),
      ])
      .execute();
    await before.insertInto('mock_answer_attempts').values(answer('done', { media_key: 'mock/ann/mock-1/done-1.webm', analyzed_media_key: 'mock/ann/mock-1/done-1.webm', analysis_result: '{"overall_score":50}' })).execute();
    const countsBefore = await before.selectFrom('analysis_session_counts').select(['user_id', 'sessions']).execute();

    expect((await migrator.migrateTo('028-mock-answers-point-at-analyses')).error).toBeUndefined();

    const { db } = database;
    const sessions = new AnalysisSessionRepository(analysisDb(db));
    const answers = new MockAnswerRepository(mockDb(db), sessions);
    const attempts = new MockAttemptRepository(mockDb(db), sessions);
    const find = async (key: string) => (await answers.find('mock-1', key))!;
    expect(await find('done')).toMatchObject({ attempt: 2, analysis_status: 'completed', analysis_progress: 100, analysis_error: null, analysis_result: RESULT });
    expect(await find('broken')).toMatchObject({ analysis_status: 'failed', analysis_error: 'The recording has no video', analysis_result: null });
    expect(await find('running')).toMatchObject({ analysis_status: 'processing', analysis_progress: 40 });
    // Its result was of the recording it replaced: it waits for its own analysis, as the answer job would have seen.
    expect(await find('rerecorded')).toMatchObject({ analysis_status: 'queued', analysis_progress: 0, analysis_result: null });
    expect(await find('skipped')).toMatchObject({ analysis_session_id: null, analysis_status: null });
    expect(await find('typed')).toMatchObject({ analysis_session_id: null, analysis_status: 'completed', analysis_progress: 100 });
    expect(await attempts.find('mock-1', 'done', 1)).toMatchObject({ analysis_status: 'completed', analysis_result: '{"overall_score":50}' });

    const answerAnalyses = await db.selectFrom('analysis_sessions').select(['user_id', 'origin', 'category', 'video_upload_id']).where('origin', '=', 'mock_answer').execute();
    expect(answerAnalyses).toHaveLength(5);
    expect(new Set(answerAnalyses.map((row) => JSON.stringify(row)))).toEqual(new Set([JSON.stringify({ user_id: 'ann', origin: 'mock_answer', category: 'mock_interview', video_upload_id: null })]));
    expect((await sessions.listForUser('ann')).map((row) => row.session_id).sort()).toEqual(['report-1', 'upload-1']);
    expect((await sessions.listPage('ann', { limit: 10 })).total).toBe(2);
    expect(await db.selectFrom('analysis_session_counts').select(['user_id', 'sessions']).execute()).toEqual(countsBefore);
    expect(await answers.listUnanalysed()).toEqual(expect.arrayContaining([
      { session_id: 'mock-1', question_key: 'running' },
      { session_id: 'mock-1', question_key: 'rerecorded' },
    ]));

    for (const table of ['mock_answers', 'mock_answer_attempts']) {
      const columns = (await db.introspection.getTables()).find((t) => t.name === table)!.columns.map((c) => c.name);
      expect(columns).toContain('analysis_session_id');
      expect(columns.filter((c) => c.startsWith('analysis_') && c !== 'analysis_session_id')).toEqual([]);
      expect(columns).not.toContain('analyzed_media_key');
    }
  });

  it("keeps the user's count and list version still when a mock answer's analysis is added, moved along or deleted", async () => {
    const sessions = new AnalysisSessionRepository(analysisDb(database.db));
    const version = await sessions.listVersion('ann');
    await sessions.create({ sessionId: 'answer-9', userId: 'ann', videoUploadId: null, category: 'mock_interview', displayName: 'q9', status: 'queued', stage: 'queued', startedAt: AT, origin: 'mock_answer' });
    await sessions.markProcessing('answer-9');
    await sessions.setProgress('answer-9', 'audio', 30);
    await sessions.deleteMany(['answer-9']);
    expect(await sessions.countForUser('ann')).toBe(2);
    expect(await sessions.listVersion('ann')).toBe(version);
    await sessions.create({ sessionId: 'upload-2', userId: 'ann', videoUploadId: null, category: 'video_upload', displayName: 'talk', status: 'queued', stage: 'queued', startedAt: AT });
    expect(await sessions.countForUser('ann')).toBe(3);
    expect(await sessions.listVersion('ann')).not.toBe(version);
  });
});
