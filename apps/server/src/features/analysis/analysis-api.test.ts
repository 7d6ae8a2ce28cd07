/**
 * The analysis API end to end: real HTTP app, database, queue, object store and ffprobe, with a scripted analysis.
 * Every group shares the one app, users and fixtures set up below, and each reads the state the previous ones left.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import {
  analysisDetailResponseSchema,
  analysisStatusResponseSchema,
  analysisUrls,
  audioReportFileName,
  categorizedAnalysesResponseSchema,
  COMPARE_MAX_ANALYSES,
  compareResponseSchema,
  reportFilesResponseSchema,
  startAnalysisResponseSchema,
  uploadResponseSchema,
  userAnalysesResponseSchema,
  VIDEO_REPORT_FILE,
  videoReportFileSchema,
  type AnalysisStatusResponse,
} from '@rehearse/contract/analysis-api';
import { COMPARE_MESSAGES, NO_CREDITS_MESSAGE, UPLOAD_MESSAGES } from '@rehearse/contract/analysis-constants';
import { apiErrorSchema } from '@rehearse/contract/api-error';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../test/outbox.ts';
import type { TestClient } from '../../test/test-app.ts';
import { ANALYSIS_MAX_ATTEMPTS } from './analysis-job-name.ts';
import {
  completedAnalysisRows,
  createAnalysisTestApp,
  scriptedEngine,
  scriptedResult,
  ScriptedMediaError,
  uploadFile,
  waitFor,
  type AnalysisTestApp,
} from './analysis-test-kit.ts';
import { ALL_ANALYSIS_TYPES, analysedThroughApi, analysisEnded } from './analysis-api-steps.ts';

/** What the next analyses do; set by each test (the file's tests run one after another). */
let behaviour: () => Promise<AnalysisResult> = async () => scriptedResult(70);
let analyzeCalls = 0;
const limit = { bytes: 100 * 1024 * 1024 };

let t: AnalysisTestApp;
let fixtures: FixturePaths;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createAnalysisTestApp({
    engine: scriptedEngine(async () => {
      analyzeCalls += 1;
      return behaviour();
    }),
    maxUploadBytes: () => limit.bytes,
  });
  alice = await t.signedInUser();
  bob = await t.signedInUser();
});

afterAll(async () => {
  await t?.close();
});

async function json<T>(response: Response, schema: { parse(value: unknown): T }, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return schema.parse(body);
}

async function uploadClip(client: TestClient, name = 'answer.mp4'): Promise<string> {
  const body = await json(await uploadFile(client, fixtures.containers.mp4, name), uploadResponseSchema);
  return body.video_upload.id;
}

async function start(client: TestClient, uploadId: string) {
  return client.post(analysisUrls.start(), { video_upload_id: uploadId, analysis_types: ALL_ANALYSIS_TYPES });
}

const finished = (client: TestClient, sessionId: string) => analysisEnded(client, sessionId);

async function analysed(client: TestClient, name = 'answer.mp4'): Promise<AnalysisStatusResponse> {
  return (await analysedThroughApi(client, fixtures.containers.mp4, { name })).status;
}

describe('upload → start → status', () => {
  it('stores the upload, charges one credit and completes with the results, reports and media', async () => {
    const upload = await json(await uploadFile(alice, fixtures.containers.mp4, 'my answer.mp4'), uploadResponseSchema);
    expect(upload.message).toBe(UPLOAD_MESSAGES.uploaded);
    expect(upload.video_upload.original_filename).toBe('my answer.mp4');
    expect(upload.video_upload.duration).toBeGreaterThan(3);
    expect(upload.video_upload.size).toBeGreaterThan(1000);

    behaviour = async () => scriptedResult(72.5);
    const started = await json(await start(alice, upload.video_upload.id), startAnalysisResponseSchema);
    expect(started.analysis_credits).toBe(9);
    expect(started.message).toBe(UPLOAD_MESSAGES.started);

    const done = await finished(alice, started.session_id);
    expect(done.status).toBe('completed');
    expect(done.stage).toBe('done');
    expect(done.progress).toBe(100);
    expect(done.error).toBeNull();
    expect(done.results?.overall_score).toBe(72.5);
    expect(done.session.combined_result?.overall_score).toBe(72.5);
    expect(done.session.video_upload).toEqual({ id: upload.video_upload.id, original_filename: 'my answer.mp4' });
    expect(done.session.end_time).not.toBeNull();

    const files = await json(await alice.get(analysisUrls.reportFiles(started.session_id)), reportFilesResponseSchema);
    expect(files.files.sort()).toEqual([audioReportFileName(started.session_id), VIDEO_REPORT_FILE, 'analysis.json'].sort());
    const videoReport = await json(await alice.get(analysisUrls.reportFile(started.session_id, VIDEO_REPORT_FILE)), videoReportFileSchema);
    expect(videoReport.performance_score).toBe(done.results?.video.performance_score);

    const whole = await alice.get(analysisUrls.media(started.session_id));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect((await whole.arrayBuffer()).byteLength).toBe(upload.video_upload.size);
    const part = await alice.request(analysisUrls.media(started.session_id), { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${upload.video_upload.size}`);
    const bytes = new Uint8Array(await part.arrayBuffer());
    expect(bytes.length).toBe(8);
    expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('ftyp');
  });

  it('starting the same upload twice answers the same session and charges once, even at the same time', async () => {
    const before = await t.analysis.repositories.credits.creditsOf(aliceId());
    const uploadId = await uploadClip(alice, 'twice.mp4');
    const answers = await Promise.all([1, 2, 3, 4].map(() => start(alice, uploadId).then((r) => json(r, startAnalysisResponseSchema))));
    expect(new Set(answers.map((a) => a.session_id)).size).toBe(1);
    expect(await t.analysis.repositories.credits.creditsOf(aliceId())).toBe(before - 1);
    const again = await json(await start(alice, uploadId), startAnalysisResponseSchema);
    expect(again.session_id).toBe(answers[0]?.session_id);
    expect(again.analysis_credits).toBe(before - 1);
    await finished(alice, again.session_id);
  });

  it('answers 402 when no credits are left, and charges nothing', async () => {
    const carol = await t.signedInUser();
    const id = (await t.deps.auth.api.getSession({ headers: sessionHeaders(carol) }))!.user.id;
    await t.analysis.repositories.credits.setCredits(id, 0);
    const res = await start(carol, await uploadClip(carol));
    expect(await json(res, apiErrorSchema, 402)).toEqual({ status: 'error', message: NO_CREDITS_MESSAGE });
    expect(await t.analysis.repositories.credits.creditsOf(id)).toBe(0);
    expect(await json(await carol.get(analysisUrls.userAnalyses()), userAnalysesResponseSchema)).toEqual({ status: 'success', analyses: [] });
  });

  it('rejects a text file named .mp4 by its content, and keeps nothing of it', async () => {
    const before = await storedUploads();
    const res = await uploadFile(alice, fixtures.broken.textAsMp4, 'notes.mp4');
    const body = await json(res, apiErrorSchema, 400);
    expect(body.message).toMatch(/video/i);
    expect(await storedUploads()).toEqual(before);
  });

  it('answers 413 above the upload limit and keeps nothing of it', async () => {
    const before = await storedUploads();
    limit.bytes = 10 * 1024;
    try {
      const body = await json(await uploadFile(alice, fixtures.containers.mp4, 'big.mp4'), apiErrorSchema, 413);
      expect(body.message).toMatch(/too large/i);
    } finally {
      limit.bytes = 100 * 1024 * 1024;
    }
    expect(await storedUploads()).toEqual(before);
  });

  it('answers 400 without a video field, and validates the start body', async () => {
    const form = new FormData();
    form.set('other', 'x');
    const noFile = await alice.request(analysisUrls.upload(), { method: 'POST', body: form });
    expect((await json(noFile, apiErrorSchema, 400)).message).toBe('Please select a video file');
    const bad = await alice.post(analysisUrls.start(), { video_upload_id: 'x', analysis_types: ['telepathy'] });
    expect((await json(bad, apiErrorSchema, 400)).message).toMatch(/analysis_types/);
  });

  it('asks for a session', async () => {
    const res = await t.client().get(analysisUrls.userAnalyses());
    expect(res.status).toBe(401);
  });
});

describe('failures', () => {
  it('a media error fails the analysis with its message, without retrying', async () => {
    behaviour = async () => {
      throw new ScriptedMediaError('The video has no decodable frames');
    };
    const calls = analyzeCalls;
    const done = await analysed(alice, 'broken.mp4');
    expect(done.status).toBe('failed');
    expect(done.error).toBe('The video has no decodable frames');
    expect(done.results).toBeNull();
    expect(analyzeCalls - calls).toBe(1);
  });

  it('other errors are retried, then the analysis fails with a message', async () => {
    behaviour = async () => {
      throw new Error('worker ran out of memory');
    };
    const calls = analyzeCalls;
    const done = await analysed(alice, 'flaky.mp4');
    expect(done.status).toBe('failed');
    expect(done.error).toBe(`Analysis failed after ${ANALYSIS_MAX_ATTEMPTS} attempts: worker ran out of memory`);
    expect(analyzeCalls - calls).toBe(ANALYSIS_MAX_ATTEMPTS);
  });

  it('an error on the first attempt only is retried to completion', async () => {
    let first = true;
    behaviour = async () => {
      if (first) {
        first = false;
        throw new Error('transient');
      }
      return scriptedResult(64);
    };
    const done = await analysed(alice, 'retry.mp4');
    expect(done.status).toBe('completed');
    expect(done.results?.overall_score).toBe(64);
  });
});

describe('lists, duplicates, compare', () => {
  it('never warns of duplicate files on a mock interview, however many share its title', async () => {
    const carol = await t.signedInUser();
    const carolId = (await t.deps.auth.api.getSession({ headers: sessionHeaders(carol) }))!.user.id;
    const rows = ['2026-02-01T10:00:00.000Z', '2026-02-02T10:00:00.000Z'].map((at) => {
      const { session } = completedAnalysisRows({ userId: carolId, name: 'Mock Interview', at, overall: 70 });
      return { ...session, category: 'mock_interview' as const, video_upload_id: null };
    });
    await t.analysis.repositories.sessions.insertMany(rows);
    const detail = await json(await carol.get(analysisUrls.status(rows[1]!.session_id)), analysisDetailResponseSchema);
    expect(detail.total_duplicates).toBe(2);
    expect(detail.duplicate_warning).toBe(false);
  });

  it('numbers uploads of one file name and answers the newest in the detail', async () => {
    behaviour = async () => scriptedResult(60);
    const first = await analysed(alice, 'talk.mp4');
    behaviour = async () => scriptedResult(75);
    await analysed(alice, 'talk.mp4');
    behaviour = async () => scriptedResult(81);
    const third = await analysed(alice, 'talk.mp4');

    const detail = await json(await alice.get(analysisUrls.video('talk.mp4')), analysisDetailResponseSchema);
    expect(detail.session.session_id).toBe(third.session_id);
    expect(detail.duplicate_warning).toBe(true);
    expect(detail.total_duplicates).toBe(3);
    expect(detail.duplicate_index).toBe(2);
    expect(detail.unique_display_name).toBe('talk.mp4 (3)');
    expect(detail.results?.overall_score).toBe(81);

    const list = await json(await alice.get(analysisUrls.userAnalyses()), userAnalysesResponseSchema);
    const talks = list.analyses.filter((a) => a.display_name === 'talk.mp4');
    // Opened by id, each version is itself; the list carries the recording's length (not the processing time).
    const older = await json(await alice.get(analysisUrls.status(first.session_id)), analysisDetailResponseSchema);
    expect(older.results?.overall_score).toBe(60);
    expect(talks[0]?.combined_result?.media_duration).toBe(4);
    expect(talks.map((a) => a.duplicate_index)).toEqual([2, 1, 0]);
    expect(talks.every((a) => a.total_duplicates === 3)).toBe(true);
    const times = list.analyses.map((a) => a.start_time);
    expect([...times].sort().reverse()).toEqual(times);

    const page = await json(await alice.get(`${analysisUrls.userAnalyses()}?limit=2&offset=1`), userAnalysesResponseSchema);
    expect(page.total).toBe(list.analyses.length);
    expect(page.analyses).toEqual(list.analyses.slice(1, 3));
    expect(list.total).toBeUndefined();
    expect((await alice.get(`${analysisUrls.userAnalyses()}?limit=0`)).status).toBe(400);

    const firstStatus = await json(await alice.get(analysisUrls.status(first.session_id)), analysisStatusResponseSchema);
    expect(firstStatus.unique_display_name).toBe('talk.mp4 (1)');

    const categorized = await json(await alice.get(analysisUrls.categorized()), categorizedAnalysesResponseSchema);
    expect(categorized.analyses.video_uploads.count).toBe(list.analyses.length);
    expect(categorized.analyses.mock_interviews).toEqual({ count: 0, items: [] });
  });

  it('compares analyses from their real results', async () => {
    const list = await json(await alice.get(analysisUrls.userAnalyses()), userAnalysesResponseSchema);
    const talks = list.analyses.filter((a) => a.display_name === 'talk.mp4');
    const ids = talks.map((a) => a.session_id);
    const compared = await json(await alice.post(analysisUrls.compare(), { analysis_ids: ids }), compareResponseSchema);
    expect(compared.score_comparison.overall.scores).toEqual([81, 75, 60]);
    expect(compared.score_comparison.overall.improvement).toBe(21);
    expect(compared.ai_insights.summary).toContain('improved by 21.0 points');
    expect(compared.enhanced_features.personalized_exercises.keep_doing.length).toBeGreaterThan(0);
    expect(compared.enhanced_features.personalized_exercises.improve_next.length).toBeGreaterThan(0);
    // The latest analysis's advice is the one its own page gives.
    const latest = await json(await alice.get(analysisUrls.status(ids[0]!)), analysisDetailResponseSchema);
    expect(compared.enhanced_features.personalized_exercises.improve_next).toEqual(expect.arrayContaining(latest.results?.llm_feedback.improvements.slice(0, 2) ?? ['none']));
    expect(compared.analyses.map((a) => a.session_id)).toEqual(ids);
    expect(compared.analyses.map((a) => a.display_name)).toEqual(['talk.mp4 (3)', 'talk.mp4 (2)', 'talk.mp4 (1)']);

    const one = await alice.post(analysisUrls.compare(), { analysis_ids: [ids[0]] });
    expect((await json(one, apiErrorSchema, 400)).message).toBe(COMPARE_MESSAGES.selectAtLeastTwo);
    // More than the screen ever sends: 400 with a clear message, before any query (was 404, and 500 above 32,766 ids).
    const many = [...ids, ...Array.from({ length: COMPARE_MAX_ANALYSES + 1 - ids.length }, () => randomUUID())];
    expect((await json(await alice.post(analysisUrls.compare(), { analysis_ids: many }), apiErrorSchema, 400)).message).toBe(COMPARE_MESSAGES.selectAtMostTwenty);
  });

  it('compares the content score, reading it from the full result when the summary was stored before it kept it', async () => {
    const dana = await t.signedInUser();
    const danaId = (await t.deps.auth.api.getSession({ headers: sessionHeaders(dana) }))!.user.id;
    const parts = { structure: 60, specifics: 40, ownership: 100, hedging: 80, repetition: 100, length: 90, relevance: null, vocabulary: 70 };
    const content = { status: 'judged' as const, note: null, engine: 'whisper base.en', score: 64.5, parts, findings: [], structure: null };
    const judged = completedAnalysisRows({ userId: danaId, name: 'judged.mp4', at: '2026-02-03T10:00:00.000Z', overall: 70 });
    const result = { ...scriptedResult(70), content };
    // A summary written before it kept the content: no `content` key at all.
    const { content: _kept, ...oldSummary } = combinedResultOf(result, '2026-02-03T10:00:00.000Z');
    judged.session = { ...judged.session, result: JSON.stringify(result), summary: JSON.stringify(oldSummary) };
    const unjudged = completedAnalysisRows({ userId: danaId, name: 'older.mp4', at: '2026-02-01T10:00:00.000Z', overall: 60 });
    await t.analysis.repositories.uploads.insertMany([judged.upload, unjudged.upload]);
    await t.analysis.repositories.sessions.insertMany([judged.session, unjudged.session]);

    const ids = [judged.session.session_id, unjudged.session.session_id];
    const compared = await json(await dana.post(analysisUrls.compare(), { analysis_ids: ids }), compareResponseSchema);
    expect(compared.analyses.map((a) => a.content_score)).toEqual([64.5, null]);
    expect(compared.analyses[0]?.content_parts).toEqual(parts);
    expect(compared.analyses[1]?.content_parts).toBeNull();
    expect(compared.score_comparison.content).toMatchObject({ scores: [64.5, null], first: 64.5, last: 64.5, improvement: null });
  });

  it('keeps an overall whose content was not judged apart: the list says what it is made of, compare computes no change to it', async () => {
    const erin = await t.signedInUser();
    const erinId = (await t.deps.auth.api.getSession({ headers: sessionHeaders(erin) }))!.user.id;
    const hedged = completedAnalysisRows({ userId: erinId, name: 'hedged.mp4', at: '2026-02-03T10:00:00.000Z', overall: 64.6, content: 19.7 });
    const unjudged = completedAnalysisRows({ userId: erinId, name: 'star.mp4', at: '2026-02-04T10:00:00.000Z', overall: 84.8 });
    await t.analysis.repositories.uploads.insertMany([hedged.upload, unjudged.upload]);
    await t.analysis.repositories.sessions.insertMany([hedged.session, unjudged.session]);

    const list = await json(await erin.get(analysisUrls.userAnalyses()), userAnalysesResponseSchema);
    const byName = Object.fromEntries(list.analyses.map((a) => [a.display_name, a.combined_result?.overall_makeup]));
    expect(byName['hedged.mp4']).toMatchObject({ complete: true, parts: ['video', 'audio', 'content'], fix_first: { part: 'content', score: 19.7 } });
    expect(byName['star.mp4']).toMatchObject({ complete: false, parts: ['video', 'audio'], missing: [{ part: 'content' }] });

    const ids = [hedged.session.session_id, unjudged.session.session_id];
    const compared = await json(await erin.post(analysisUrls.compare(), { analysis_ids: ids }), compareResponseSchema);
    expect(compared.score_comparison.overall).toMatchObject({ scores: [64.6, 84.8], improvement: null, best: 64.6 });
    expect(compared.analyses.map((a) => a.overall_makeup?.complete)).toEqual([true, false]);
    expect(compared.ai_insights.summary).toContain('made of different parts');
    expect(compared.ai_insights.summary).not.toMatch(/overall score improved/);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's session, file name, reports, media and upload", async () => {
    behaviour = async () => scriptedResult(70);
    const upload = await json(await uploadFile(alice, fixtures.containers.mp4, 'private.mp4'), uploadResponseSchema);
    const started = await json(await start(alice, upload.video_upload.id), startAnalysisResponseSchema);
    await finished(alice, started.session_id);
    const sid = started.session_id;
    for (const path of [
      analysisUrls.status(sid),
      analysisUrls.video('private.mp4'),
      analysisUrls.reportFiles(sid),
      analysisUrls.reportFile(sid, VIDEO_REPORT_FILE),
      analysisUrls.media(sid),
    ]) {
      const res = await bob.get(path);
      expect(res.status, path).toBe(404);
      apiErrorSchema.parse(await res.json());
    }
    expect((await start(bob, upload.video_upload.id)).status).toBe(404);
    const other = await analysed(bob, 'mine.mp4');
    expect((await bob.post(analysisUrls.compare(), { analysis_ids: [other.session_id, sid] })).status).toBe(404);
    const list = await json(await bob.get(analysisUrls.userAnalyses()), userAnalysesResponseSchema);
    expect(list.analyses.map((a) => a.session_id)).toEqual([other.session_id]);
  });

  it('serves only report names from the list, never a path', async () => {
    const list = await json(await alice.get(analysisUrls.userAnalyses()), userAnalysesResponseSchema);
    const sid = list.analyses.find((a) => a.status === 'completed')!.session_id;
    for (const name of ['../../secret', '..%2F..%2Fsecret', 'video_analysis.json/../x', 'other.json']) {
      const res = await alice.get(`/api/analysis/reports/${sid}/files/${name}`);
      expect(res.status, name).toBe(404);
    }
  });
});

describe('retention and mail', () => {
  it('deletes uploaded videos after the retention period and keeps the results', async () => {
    behaviour = async () => scriptedResult(70);
    const done = await analysed(alice, 'old.mp4');
    expect((await alice.get(analysisUrls.media(done.session_id))).status).toBe(200);
    const in31Days = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    expect(await t.analysis.sweepRetention(in31Days)).toBeGreaterThan(0);
    const media = await alice.get(analysisUrls.media(done.session_id));
    expect(media.status).toBe(404);
    const status = await json(await alice.get(analysisUrls.status(done.session_id)), analysisStatusResponseSchema);
    expect(status.status).toBe('completed');
    expect(status.results?.overall_score).toBe(70);
    expect(await storedUploads()).toEqual([]);
    expect(await t.analysis.sweepRetention(in31Days)).toBe(0);
  });

  it('mails the user on completion unless analysis notifications are off', async () => {
    const dave = await t.signedInUser();
    behaviour = async () => scriptedResult(66);
    await analysed(dave, 'mailme.mp4');
    const mails = () => listOutbox(t.dataDir).filter((m) => m.to.includes(dave.user.email) && m.subject.includes('mailme.mp4'));
    await waitFor(async () => mails().length === 1);
    expect(mails()[0]?.text).toContain('Overall score: 66.0%');

    const id = (await t.deps.auth.api.getSession({ headers: sessionHeaders(dave) }))!.user.id;
    const off = { emailNotifications: { analysis: false, progress: true, marketing: false }, privacy: { profileVisible: true, analysisPublic: false } };
    await t.deps.database.db
      .withTables<{ user: { id: string; settings: string } }>()
      .updateTable('user')
      .set({ settings: JSON.stringify(off) })
      .where('id', '=', id)
      .execute();
    await analysed(dave, 'quiet.mp4');
    expect(listOutbox(t.dataDir).filter((m) => m.subject.includes('quiet.mp4'))).toEqual([]);
  });
});

function sessionHeaders(client: TestClient): Headers {
  return new Headers({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
}

let aliceIdCache = '';
function aliceId(): string {
  return aliceIdCache;
}
beforeAll(async () => {
  aliceIdCache = (await t.deps.auth.api.getSession({ headers: sessionHeaders(alice) }))!.user.id;
});

async function storedUploads(): Promise<string[]> {
  const root = join(t.objectsRoot, 'uploads');
  const out: string[] = [];
  let users: string[];
  try {
    users = await readdir(root);
  } catch {
    return [];
  }
  for (const user of users) for (const file of await readdir(join(root, user))) out.push(`${user}/${file}`);
  return out.sort();
}
