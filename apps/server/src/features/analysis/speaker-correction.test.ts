/** "That's not me" and "I was the only speaker": ownership, validation, the recomputed result, summary and report files. */
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { combinedResultSchema } from '@rehearse/contract/analysis-api';
import {
  ALREADY_MERGED,
  ALREADY_SEPARATED,
  NOT_FINISHED,
  ONE_VOICE_ONLY,
  speakerCorrectionResponseSchema,
  speakerCorrectionUrl,
  SPEAKERS_SEPARATED,
  SPEAKERS_SWAPPED,
} from '@rehearse/contract/speaker-correction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalObjectStore } from '../../storage/local-object-store.ts';
import type { TestClient } from '../../test/test-app.ts';
import { createSeededAnalysisTestApp, insertCompletedAnalysis, scriptedResult, userIdOf, type AnalysisTestApp } from './analysis-test-kit.ts';
import { reportKey } from '../../storage/analysis-object-keys.ts';

let t: AnalysisTestApp;
let alice: TestClient;
let bob: TestClient;
let objects: LocalObjectStore;

/** A stored result with an interviewer (voice 0, 20 words) and the candidate (voice 1, 70 words). */
function twoVoiceResult(): AnalysisResult {
  const base = scriptedResult(70);
  const withWords = (words: number, score: number) => ({ ...base.audio, performance_score: score, metrics: { ...base.audio.metrics, word_count: words } });
  const view = (voice: number, words: number, score: number) => ({
    voice,
    speech_seconds: words / 3,
    audio: withWords(words, score),
    transcript: null,
    fillers: [],
    pauses: [],
  });
  return {
    ...base,
    audio: withWords(70, 65),
    speakers: {
      method: 'test',
      candidate_voice: 1,
      candidate_basis: 'most_speech',
      turns: [
        { start: 0, end: 2, voice: 0 },
        { start: 3, end: 8, voice: 1 },
      ],
      voices: [view(0, 20, 30), view(1, 70, 65)],
      all: { audio: withWords(90, 60), transcript: null, fillers: [], pauses: [] },
    },
  };
}

async function given(userId: string, result: AnalysisResult | null, status: 'completed' | 'processing' = 'completed') {
  const { session } = await insertCompletedAnalysis(t, { userId, session: { status, result: result === null ? null : JSON.stringify(result) } });
  return session.session_id;
}

const correct = (client: TestClient, id: string, body: string) =>
  client.request(speakerCorrectionUrl(id), { method: 'POST', headers: { 'content-type': 'application/json' }, body });

async function stored(sessionId: string) {
  const row = await t.analysis.repositories.sessions.findById(sessionId);
  return { result: JSON.parse(row?.result ?? 'null') as AnalysisResult, summary: combinedResultSchema.parse(JSON.parse(row?.summary ?? 'null')), files: JSON.parse(row?.report_files ?? '[]') as string[] };
}

beforeAll(async () => {
  ({ t, objects, alice, bob } = await createSeededAnalysisTestApp());
});
afterAll(() => t?.close());

describe('POST /api/analysis/sessions/{id}/speakers/', () => {
  it("'swap' makes the other voice the user's: figures, scores, summary and report files are recomputed", async () => {
    const id = await given(await userIdOf(alice), twoVoiceResult());
    const res = await correct(alice, id, JSON.stringify({ correction: 'swap' }));
    expect(res.status).toBe(200);
    expect(speakerCorrectionResponseSchema.parse(await res.json())).toEqual({ status: 'success', message: SPEAKERS_SWAPPED });
    const after = await stored(id);
    expect(after.result.audio.metrics.word_count).toBe(20);
    expect(after.result.speakers).toMatchObject({ candidate_voice: 0, candidate_basis: 'user' });
    expect(after.summary.audio_score).toBe(30);
    expect(after.files.length).toBeGreaterThan(0);
    for (const name of after.files) expect(await objects.exists(reportKey(id, name))).toBe(true);
  });

  it("'merge' counts all speech as the user's, after which 'swap' answers 409", async () => {
    const id = await given(await userIdOf(alice), twoVoiceResult());
    expect((await correct(alice, id, JSON.stringify({ correction: 'merge' }))).status).toBe(200);
    const after = await stored(id);
    expect(after.result.audio.metrics.word_count).toBe(90);
    expect(after.result.speakers?.candidate_voice).toBeNull();
    const again = await correct(alice, id, JSON.stringify({ correction: 'swap' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: 'error', message: ALREADY_MERGED });
  });

  it("'separate' undoes 'merge': the voice that speaks most is the user's again, and only after a merge", async () => {
    const id = await given(await userIdOf(alice), twoVoiceResult());
    const early = await correct(alice, id, JSON.stringify({ correction: 'separate' }));
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ status: 'error', message: ALREADY_SEPARATED });
    expect((await correct(alice, id, JSON.stringify({ correction: 'merge' }))).status).toBe(200);
    const res = await correct(alice, id, JSON.stringify({ correction: 'separate' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: SPEAKERS_SEPARATED });
    const after = await stored(id);
    expect(after.result.speakers).toMatchObject({ candidate_voice: 1, candidate_basis: 'user' });
    expect(after.result.audio.metrics.word_count).toBe(70);
    expect(after.summary.audio_score).toBe(65);
    expect((await correct(alice, id, JSON.stringify({ correction: 'swap' }))).status).toBe(200);
    expect((await stored(id)).result.speakers?.candidate_voice).toBe(0);
  });

  it("'separate' on another user's analysis answers 404 and changes nothing", async () => {
    const id = await given(await userIdOf(alice), twoVoiceResult());
    expect((await correct(alice, id, JSON.stringify({ correction: 'merge' }))).status).toBe(200);
    expect((await correct(bob, id, JSON.stringify({ correction: 'separate' }))).status).toBe(404);
    expect((await stored(id)).result.speakers?.candidate_voice).toBeNull();
  });

  it('answers 404 for another user’s analysis and an unknown id, and changes nothing', async () => {
    const id = await given(await userIdOf(alice), twoVoiceResult());
    expect((await correct(bob, id, JSON.stringify({ correction: 'swap' }))).status).toBe(404);
    expect((await correct(alice, 'no-such-session', JSON.stringify({ correction: 'swap' }))).status).toBe(404);
    expect((await correct(alice, 'x'.repeat(5000), JSON.stringify({ correction: 'swap' }))).status).toBe(400);
    expect((await stored(id)).result.audio.metrics.word_count).toBe(70);
  });

  it('answers 409 for a one-voice recording and for an analysis still running', async () => {
    const aliceId = await userIdOf(alice);
    const oneVoice = await correct(alice, await given(aliceId, scriptedResult(50)), JSON.stringify({ correction: 'merge' }));
    expect(oneVoice.status).toBe(409);
    expect(await oneVoice.json()).toEqual({ status: 'error', message: ONE_VOICE_ONLY });
    const running = await correct(alice, await given(aliceId, null, 'processing'), JSON.stringify({ correction: 'swap' }));
    expect(running.status).toBe(409);
    expect(await running.json()).toEqual({ status: 'error', message: NOT_FINISHED });
  });

  it.each([
    ['an unknown correction', JSON.stringify({ correction: 'split' })],
    ['no correction', '{}'],
    ['an extra field', JSON.stringify({ correction: 'swap', candidate_voice: 0 })],
    ['a cut-off body', '{"correction": "sw'],
    ['a huge value', JSON.stringify({ correction: 's'.repeat(100_000) })],
    ['a number', JSON.stringify({ correction: 1e308 })],
  ])('refuses %s with 400 and a message', async (_label, body) => {
    const id = await given(await userIdOf(alice), twoVoiceResult());
    const res = await correct(alice, id, body);
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
