import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { INTERVIEWER_MESSAGES, INTERVIEWER_PATHS, MAX_TRANSCRIBE_CHUNK_BYTES, transcribedChunkSchema } from '@rehearse/contract/interview-conversation';
import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { mockStartResponseSchema } from '@rehearse/contract/mock-interview';
import { referenceSpeechClips, wordErrorRate } from '@rehearse/analysis/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezeClockInFreshWindow } from '../../test/fresh-rate-limit-window.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { TRANSCRIBE_RATE_LIMIT } from './interviewer-routes.ts';

const run = promisify(execFile);

/** A LibriVox clip cut to `seconds`, as the browser's MediaRecorder sends it (WebM/Opus) and as plain 16 kHz PCM WAV. */
async function chunksOf(path: string, seconds: number): Promise<{ webm: Buffer; wav: Buffer }> {
  const common = ['-hide_banner', '-loglevel', 'error', '-i', path, '-t', String(seconds)];
  const webm = await run('ffmpeg', [...common, '-c:a', 'libopus', '-b:a', '24k', '-f', 'webm', 'pipe:1'], { encoding: 'buffer', maxBuffer: 1 << 22 });
  const wav = await run('ffmpeg', [...common, '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', 'pipe:1'], { encoding: 'buffer', maxBuffer: 1 << 22 });
  return { webm: webm.stdout, wav: wav.stdout };
}

describe('transcribing a chunk of a spoken answer', () => {
  let t: TestApp;
  let ann: TestClient;
  let bob: TestClient;
  let sessionId: string;
  let clip: { text: string; webm: Buffer; wav: Buffer; whole: Buffer };
  const post = (client: TestClient, body: Buffer | string, type = 'audio/webm;codecs=opus', id = sessionId) =>
    client.request(INTERVIEWER_PATHS.transcribe(id), { method: 'POST', headers: { 'content-type': type }, body });

  beforeAll(async () => {
    t = await createTestApp({ env: { TRANSCRIBER: 'pocketsphinx' } });
    ann = await t.signedInUser();
    bob = await t.signedInUser();
    const res = await ann.post('/api/mock/start/', { question_count: 1 });
    sessionId = mockStartResponseSchema.parse(await res.json()).session_id;
    const source = (await referenceSpeechClips()).find((c) => c.id.startsWith('librivox/'))!;
    clip = { text: source.text, ...(await chunksOf(source.path, 30)), whole: await readFile(source.path) };
  });
  afterAll(() => t.close());

  it('answers the words of a real speech clip sent as WebM/Opus, and as WAV', async () => {
    for (const [body, type] of [[clip.webm, 'audio/webm;codecs=opus'], [clip.wav, 'audio/wav']] as const) {
      const res = await post(ann, body, type);
      expect(res.status).toBe(200);
      const words = transcribedChunkSchema.parse(await res.json());
      expect(words.engine).toBe('pocketsphinx');
      // PocketSphinx hears clean read speech at ≈ 25 % WER (docs/BENCHMARKS.md).
      expect(wordErrorRate(clip.text, words.text).rate).toBeLessThan(0.5);
    }
  });

  it('answers no words for a chunk of silence', async () => {
    const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', '2', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'], { encoding: 'buffer' });
    const res = await post(ann, stdout);
    expect(res.status).toBe(200);
    expect(transcribedChunkSchema.parse(await res.json()).text).toBe('');
  });

  it.each([
    ['bytes that are not audio', Buffer.from('not audio at all, just text pretending'), 'audio/webm'],
    ['WAV bytes sent as WebM', 'wav', 'audio/webm'],
    ['an empty body', Buffer.alloc(0), 'audio/webm'],
  ])('refuses %s: 400', async (_label, body, type) => {
    const res = await post(ann, body === 'wav' ? clip.wav : body, type);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message: INTERVIEWER_MESSAGES.chunkUnreadable });
  });

  it('refuses a content type that is not audio it reads: 400', async () => {
    for (const type of ['video/mp4', 'application/json', 'audio/x-mpegurl']) {
      const res = await post(ann, clip.webm, type);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: 'error' });
    }
  });

  it(`refuses a chunk over ${MAX_TRANSCRIBE_CHUNK_BYTES / 1024} kB: 413`, async () => {
    const res = await post(ann, Buffer.alloc(MAX_TRANSCRIBE_CHUNK_BYTES + 1), 'audio/wav');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', message: INTERVIEWER_MESSAGES.chunkTooLarge });
  });

  it('answers 401 signed out and 404 for a session of someone else or none', async () => {
    expect((await t.client().request(INTERVIEWER_PATHS.transcribe(sessionId), { method: 'POST', headers: { 'content-type': 'audio/webm' }, body: clip.webm })).status).toBe(401);
    for (const res of [await post(bob, clip.webm), await post(ann, clip.webm, 'audio/webm', 'no-such-session')]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ status: 'error', message: MOCK_SERVER_MESSAGES.sessionNotFound });
    }
  });

  it(`transcribes at most ${TRANSCRIBE_RATE_LIMIT.max} chunks a minute per user: 429 after`, async () => {
    const carl = await t.signedInUser();
    const res = await carl.post('/api/mock/start/', { question_count: 1 });
    const own = mockStartResponseSchema.parse(await res.json()).session_id;
    freezeClockInFreshWindow(TRANSCRIBE_RATE_LIMIT);
    // Refused bodies count too: the limit is on requests, each of which may start a decoder.
    for (let i = 0; i < TRANSCRIBE_RATE_LIMIT.max; i += 1) expect((await post(carl, Buffer.alloc(0), 'audio/webm', own)).status).toBe(400);
    expect((await post(carl, clip.webm, 'audio/webm', own)).status).toBe(429);
  });
});
