/**
 * "That's not me" (and its undo), "This is me" among three voices, "I was the only speaker" (and its undo): ownership,
 * validation, the recomputed result, summary and report files, the per-user limit, and concurrent corrections.
 */
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { combinedResultSchema } from '@rehearse/contract/analysis-api';
import {
  ALREADY_MERGED,
  ALREADY_SEPARATED,
  ALREADY_YOURS,
  CHANGED_MEANWHILE,
  NOT_FINISHED,
  NOTHING_TO_RESTORE,
  ONE_VOICE_ONLY,
  speakerCorrectionResponseSchema,
  speakerCorrectionUrl,
  SPEAKERS_RESTORED,
  SPEAKERS_SEPARATED,
  SPEAKERS_SWAPPED,
  TOO_MANY_CORRECTIONS,
  UNKNOWN_VOICE,
} from '@rehearse/contract/speaker-correction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalObjectStore } from '../../storage/local-object-store.ts';
import type { TestClient } from '../../test/test-app.ts';
import { createSeededAnalysisTestApp, insertCompletedAnalysis, scriptedResult, userIdOf, type AnalysisTestApp } from './analysis-test-kit.ts';
import { FULL_REPORT_FILE } from '../../shared/session-report-files.ts';
import { analysisUrls } from '@rehearse/contract/analysis-api';
import { SPEAKER_CORRECTION_RATE_LIMIT } from './speaker-correction-rate-limit.ts';

let t: AnalysisTestApp;
let objects: LocalObjectStore;

/** A voice's figures in the stored result: `words` words and an audio score of `score`. */
function voiceView(base: AnalysisResult, voice: number, words: number, score: number) {
  return { voice, speech_seconds: words / 3, audio: audioWith(base, words, score), transcript: null, fillers: [], pauses: [] };
}

function audioWith(base: AnalysisResult, words: number, score: number): AnalysisResult['audio'] {
  return { ...base.audio, performance_score: score, metrics: { ...base.audio.metrics, word_count: words } };
}

/** A stored result with an interviewer (voice 0, 20 words) and the candidate (voice 1, 70 words). */
function twoVoiceResult(): AnalysisResult {
  const base = scriptedResult(70);
  return {
    ...base,
    audio: audioWith(base, 70, 65),
    speakers: {
      method: 'test',
      candidate_voice: 1,
      candidate_basis: 'most_speech',
      first_choice: { voice: 1, basis: 'most_speech' },
      turns: [
        { start: 0, end: 2, voice: 0 },
        { start: 3, end: 8, voice: 1 },
      ],
      voices: [voiceView(base, 0, 20, 30), voiceView(base, 1, 70, 65)],
      all: { audio: audioWith(base, 90, 60), transcript: null, fillers: [], pauses: [] },
    },
  };
}

/** Three voices: the analysis took voice 2 (45 words) for the user; voices 0 and 1 have 20 and 30 words. */
function threeVoiceResult(): AnalysisResult {
  const base = scriptedResult(70);
  return {
    ...base,
    audio: audioWith(base, 45, 55),
    speakers: {
      method: 'test',
      candidate_voice: 2,
      candidate_basis: 'mouth_movement',
      first_choice: { voice: 2, basis: 'mouth_movement' },
      turns: [
        { start: 0, end: 2, voice: 0 },
        { start: 3, end: 5, voice: 1 },
        { start: 6, end: 9, voice: 2 },
      ],
      voices: [voiceView(base, 0, 20, 30), voiceView(base, 1, 30, 40), voiceView(base, 2, 45, 55)],
      all: { audio: audioWith(base, 95, 50), transcript: null, fillers: [], pauses: [] },
    },
  };
}

/** A fresh signed-in user, so that no test spends another's correction allowance. */
async function newUser(): Promise<{ client: TestClient; id: string }> {
  const client = await t.signedInUser();
  return { client, id: await userIdOf(client) };
}

async function given(userId: string, result: AnalysisResult | null, status: 'completed' | 'processing' = 'completed') {
  const { session } = await insertCompletedAnalysis(t, { userId, session: { status, result: result === null ? null : JSON.stringify(result) } });
  return session.session_id;
}

const correct = (client: TestClient, id: string, body: unknown) =>
  client.request(speakerCorrectionUrl(id), { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function stored(sessionId: string) {
  const row = await t.analysis.repositories.sessions.findById(sessionId);
  return {
    result: JSON.parse(row?.result ?? 'null') as AnalysisResult,
    summary: combinedResultSchema.parse(JSON.parse(row?.summary ?? 'null')),
    files: JSON.parse(row?.report_files ?? '[]') as string[],
    revision: row?.result_revision ?? null,
  };
}

/** Every object under the session's report folder: none, the report files are made when asked for. */
async function reportObjects(sessionId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of objects.list(`reports/${sessionId}/`)) keys.push(object.key);
  return keys.sort();
}

/** The report file `name` as the owner downloads it. */
async function download(client: TestClient, sessionId: string, name: string): Promise<unknown> {
  const res = await client.get(analysisUrls.reportFile(sessionId, name));
  expect(res.status).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ({ t, objects } = await createSeededAnalysisTestApp());
});
afterAll(() => t?.close());

describe('POST /api/analysis/sessions/{id}/speakers/', () => {
  it("'swap' makes the other voice the user's: figures, scores, summary and report files are recomputed", async () => {
    const { client, id: userId } = await newUser();
    const id = await given(userId, twoVoiceResult());
    const res = await correct(client, id, { correction: 'swap' });
    expect(res.status).toBe(200);
    expect(speakerCorrectionResponseSchema.parse(await res.json())).toEqual({ status: 'success', message: SPEAKERS_SWAPPED });
    const after = await stored(id);
    expect(after.result.audio.metrics.word_count).toBe(20);
    expect(after.result.speakers).toMatchObject({ candidate_voice: 0, candidate_basis: 'user', first_choice: { voice: 1, basis: 'most_speech' } });
    expect(after.summary.audio_score).toBe(30);
    expect(after.files.length).toBeGreaterThan(0);
    expect(after.revision).not.toBeNull();
    expect(await reportObjects(id)).toEqual([]);
    expect(await download(client, id, FULL_REPORT_FILE)).toEqual(after.result);
    expect(await download(client, id, 'video_analysis.json')).toMatchObject({ performance_score: after.result.video.performance_score });
  });

  it("'restore' is the second click of \"That's not me\": the analysis's voice and basis come back, and only once", async () => {
    const { client, id: userId } = await newUser();
    const id = await given(userId, twoVoiceResult());
    const before = await stored(id);
    const early = await correct(client, id, { correction: 'restore' });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ status: 'error', message: NOTHING_TO_RESTORE });
    expect((await correct(client, id, { correction: 'swap' })).status).toBe(200);
    const res = await correct(client, id, { correction: 'restore' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: SPEAKERS_RESTORED });
    const after = await stored(id);
    expect(after.result.speakers).toMatchObject({ candidate_voice: 1, candidate_basis: 'most_speech' });
    expect(after.result.audio).toEqual(before.result.audio);
    expect(after.summary.audio_score).toBe(before.summary.audio_score);
  });

  it("'choose' makes a named voice of three the user's; an unknown voice is 400, the current one 409", async () => {
    const { client, id: userId } = await newUser();
    const id = await given(userId, threeVoiceResult());
    const unknown = await correct(client, id, { correction: 'choose', voice: 7 });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ status: 'error', message: UNKNOWN_VOICE });
    const same = await correct(client, id, { correction: 'choose', voice: 2 });
    expect(same.status).toBe(409);
    expect(await same.json()).toEqual({ status: 'error', message: ALREADY_YOURS });
    const res = await correct(client, id, { correction: 'choose', voice: 0 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: 'Voice 1 is now yours; the figures are recomputed.' });
    expect((await stored(id)).result.speakers).toMatchObject({ candidate_voice: 0, candidate_basis: 'user' });
    expect((await stored(id)).result.audio.metrics.word_count).toBe(20);
    expect((await correct(client, id, { correction: 'restore' })).status).toBe(200);
    expect((await stored(id)).result.speakers).toMatchObject({ candidate_voice: 2, candidate_basis: 'mouth_movement' });
  });

  it('concurrent corrections are applied one at a time: each 200 is a real write, the others 409, files match the result', async () => {
    const { client, id: userId } = await newUser();
    const id = await given(userId, twoVoiceResult());
    const answers = await Promise.all(Array.from({ length: 10 }, () => correct(client, id, { correction: 'swap' })));
    const bodies = await Promise.all(answers.map(async (res) => ({ status: res.status, body: (await res.json()) as unknown })));
    const won = bodies.filter((b) => b.status === 200);
    for (const lost of bodies.filter((b) => b.status !== 200)) expect(lost).toEqual({ status: 409, body: { status: 'error', message: CHANGED_MEANWHILE } });
    expect(won.length).toBeGreaterThan(0);
    // Each saved swap toggles the voice: with a lost update (last writer wins) the count and the final voice disagree.
    const after = await stored(id);
    expect(after.result.speakers?.candidate_voice).toBe(won.length % 2 === 1 ? 0 : 1);
    // The report files come from the stored result, and nothing is left behind in storage.
    expect(await reportObjects(id)).toEqual([]);
    expect(await download(client, id, FULL_REPORT_FILE)).toEqual(after.result);
  });

  it('limits each user to a number of corrections in a window, with a message and Retry-After', async () => {
    const { client, id: userId } = await newUser();
    const id = await given(userId, twoVoiceResult());
    for (let i = 0; i < SPEAKER_CORRECTION_RATE_LIMIT.max; i++) expect((await correct(client, id, { correction: i % 2 === 0 ? 'swap' : 'restore' })).status).toBe(200);
    const limited = await correct(client, id, { correction: 'swap' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ status: 'error', message: TOO_MANY_CORRECTIONS });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not held back by it.
    const other = await newUser();
    expect((await correct(other.client, await given(other.id, twoVoiceResult()), { correction: 'swap' })).status).toBe(200);
  });

  it("'merge' counts all speech as the user's, after which 'swap', 'restore' and 'merge' answer 409", async () => {
    const { client, id: userId } = await newUser();
    const id = await given(userId, twoVoiceResult());
    expect((await correct(client, id, { correction: 'merge' })).status).toBe(200);
    const after = await stored(id);
    expect(after.result.audio.metrics.word_count).toBe(90);
    expect(after.result.speakers?.candidate_voice).toBeNull();
    for (const correction of ['swap', 'restore', 'merge']) {
      const again = await correct(client, id, { correction });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ status: 'error', message: ALREADY_MERGED });
    }
  });

  it("'separate' undoes 'merge': the voice that speaks most is the user's again, and only after a merge", async () => {
    const { client, id: userId } = await newUser();
    const id = await given(userId, twoVoiceResult());
    const early = await correct(client, id, { correction: 'separate' });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ status: 'error', message: ALREADY_SEPARATED });
    expect((await correct(client, id, { correction: 'merge' })).status).toBe(200);
    const res = await correct(client, id, { correction: 'separate' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: SPEAKERS_SEPARATED });
    const after = await stored(id);
    expect(after.result.speakers).toMatchObject({ candidate_voice: 1, candidate_basis: 'user' });
    expect(after.result.audio.metrics.word_count).toBe(70);
    expect(after.summary.audio_score).toBe(65);
    expect((await correct(client, id, { correction: 'swap' })).status).toBe(200);
    expect((await stored(id)).result.speakers?.candidate_voice).toBe(0);
  });

  it("'separate' on another user's analysis answers 404 and changes nothing", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const id = await given(alice.id, twoVoiceResult());
    expect((await correct(alice.client, id, { correction: 'merge' })).status).toBe(200);
    expect((await correct(bob.client, id, { correction: 'separate' })).status).toBe(404);
    expect((await stored(id)).result.speakers?.candidate_voice).toBeNull();
  });

  it('answers 404 for another user’s analysis and an unknown id, and changes nothing', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const id = await given(alice.id, twoVoiceResult());
    expect((await correct(bob.client, id, { correction: 'swap' })).status).toBe(404);
    expect((await correct(bob.client, id, { correction: 'choose', voice: 0 })).status).toBe(404);
    expect((await correct(alice.client, 'no-such-session', { correction: 'swap' })).status).toBe(404);
    expect((await correct(alice.client, 'x'.repeat(5000), { correction: 'swap' })).status).toBe(400);
    expect((await stored(id)).result.audio.metrics.word_count).toBe(70);
  });

  it('answers 409 for a one-voice recording and for an analysis still running', async () => {
    const { client, id: userId } = await newUser();
    const oneVoice = await correct(client, await given(userId, scriptedResult(50)), { correction: 'merge' });
    expect(oneVoice.status).toBe(409);
    expect(await oneVoice.json()).toEqual({ status: 'error', message: ONE_VOICE_ONLY });
    const running = await correct(client, await given(userId, null, 'processing'), { correction: 'swap' });
    expect(running.status).toBe(409);
    expect(await running.json()).toEqual({ status: 'error', message: NOT_FINISHED });
  });

  it.each([
    ['an unknown correction', JSON.stringify({ correction: 'split' })],
    ['no correction', '{}'],
    ['an extra field', JSON.stringify({ correction: 'swap', candidate_voice: 0 })],
    ['a voice on a swap', JSON.stringify({ correction: 'swap', voice: 0 })],
    ['a choice without a voice', JSON.stringify({ correction: 'choose' })],
    ['a negative voice', JSON.stringify({ correction: 'choose', voice: -1 })],
    ['a fractional voice', JSON.stringify({ correction: 'choose', voice: 0.5 })],
    ['a cut-off body', '{"correction": "sw'],
    ['a huge value', JSON.stringify({ correction: 's'.repeat(100_000) })],
    ['a number', JSON.stringify({ correction: 1e308 })],
  ])('refuses %s with 400 and a message', async (_label, body) => {
    const { client, id: userId } = await newUser();
    const id = await given(userId, twoVoiceResult());
    const res = await correct(client, id, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    expect((await stored(id)).result.audio.metrics.word_count).toBe(70);
  });

  it('needs a signed-in user', async () => {
    const res = await t.client().request(speakerCorrectionUrl('whatever'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ correction: 'swap' }),
    });
    expect(res.status).toBe(401);
  });
});
