/**
 * "Only me: one answer" or "An interview": the upload form's choice is validated, stored with the upload and decides
 * whether the analysis separates voices. Real HTTP app, database, queue, object store and ffprobe; a scripted analysis
 * that records the options it was given.
 */
import { readFile } from 'node:fs/promises';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisUrls, startAnalysisResponseSchema, UPLOAD_FIELD_NAME, uploadResponseSchema } from '@rehearse/contract/analysis-api';
import { INVALID_SPEAKER_SETUP, SPEAKER_SETUP_FIELD } from '@rehearse/contract/speaker-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalObjectStore } from '../../storage/local-object-store.ts';
import type { TestClient } from '../../test/test-app.ts';
import { analysisEnded } from './analysis-api-steps.ts';
import { createAnalysisTestApp, scriptedEngine, scriptedResult, userIdOf, type AnalysisTestApp } from './analysis-test-kit.ts';

let t: AnalysisTestApp;
let fixtures: FixturePaths;
let alice: TestClient;
/** `findSpeakers` of each analysis the engine ran, in order. */
const findSpeakers: (boolean | undefined)[] = [];

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createAnalysisTestApp({
    engine: scriptedEngine(async (_file, options) => {
      findSpeakers.push(options?.findSpeakers);
      return scriptedResult(70);
    }),
  });
  alice = await t.signedInUser();
});
afterAll(() => t?.close());

/** Uploads the 4 s MP4 with the setup field (or none), the field before or after the file as a form may order it. */
async function upload(setup: string | undefined, order: 'field-first' | 'file-first' = 'field-first'): Promise<Response> {
  const form = new FormData();
  const file = new Blob([await readFile(fixtures.containers.mp4)], { type: 'video/mp4' });
  if (setup !== undefined && order === 'field-first') form.append(SPEAKER_SETUP_FIELD, setup);
  form.append(UPLOAD_FIELD_NAME, file, 'answer.mp4');
  if (setup !== undefined && order === 'file-first') form.append(SPEAKER_SETUP_FIELD, setup);
  return alice.request(analysisUrls.upload(), { method: 'POST', body: form });
}

/** Uploads, starts and waits for the analysis; answers the stored setup and the `findSpeakers` the engine was given. */
async function analysed(setup: string | undefined, order?: 'field-first' | 'file-first') {
  const res = await upload(setup, order);
  expect(res.status).toBe(200);
  const uploaded = uploadResponseSchema.parse(await res.json());
  const started = startAnalysisResponseSchema.parse(await (await alice.post(analysisUrls.start(), { video_upload_id: uploaded.video_upload.id, analysis_types: ['combined'] })).json());
  const before = findSpeakers.length;
  expect((await analysisEnded(alice, started.session_id)).status).toBe('completed');
  expect(findSpeakers).toHaveLength(before + 1);
  const row = await t.analysis.repositories.uploads.findById(uploaded.video_upload.id);
  return { answered: uploaded.video_upload.speaker_setup, stored: row?.speaker_setup, findSpeakers: findSpeakers.at(-1) };
}

describe('the upload form’s speaker setup', () => {
  it('an interview is stored as one and its analysis separates voices, whichever side of the file the field is', async () => {
    expect(await analysed('interview')).toEqual({ answered: 'interview', stored: 'interview', findSpeakers: true });
    expect(await analysed('interview', 'file-first')).toEqual({ answered: 'interview', stored: 'interview', findSpeakers: true });
  });

  it('one answer never separates voices', async () => {
    expect(await analysed('one_answer')).toEqual({ answered: 'one_answer', stored: 'one_answer', findSpeakers: false });
  });

  it('an upload without the field (an older client) is one answer', async () => {
    expect(await analysed(undefined)).toEqual({ answered: 'one_answer', stored: 'one_answer', findSpeakers: false });
  });

  it.each([['an unknown value', 'panel'], ['an empty value', ''], ['another case', 'Interview'], ['a long value', 'i'.repeat(10_000)]])(
    'refuses %s with 400 and a message, and keeps neither the file nor a row',
    async (_label, value) => {
      const userId = await userIdOf(alice);
      const rows = await t.analysis.repositories.uploads.countUnstarted(userId);
      const files = await storedUploads(userId);
      const res = await upload(value);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 'error', message: INVALID_SPEAKER_SETUP });
      expect(await t.analysis.repositories.uploads.countUnstarted(userId)).toBe(rows);
      expect(await storedUploads(userId)).toEqual(files);
    },
  );
});

async function storedUploads(userId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of new LocalObjectStore({ root: t.objectsRoot }).list(`uploads/${userId}/`)) keys.push(object.key);
  return keys.sort();
}
