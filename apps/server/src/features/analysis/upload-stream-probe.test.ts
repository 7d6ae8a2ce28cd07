/**
 * The upload is probed while it streams in where its container allows, and the stored file is probed once otherwise:
 * the answer is the same either way. Real HTTP app, database, object store and ffprobe; a scripted analysis.
 */
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { uploadResponseSchema } from '@rehearse/contract/analysis-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { createAnalysisTestApp, scriptedEngine, scriptedResult, uploadFile, type AnalysisTestApp } from './analysis-test-kit.ts';
import { probeUpload } from './upload-probe.ts';

let t: AnalysisTestApp;
let fixtures: FixturePaths;
let alice: TestClient;
/** How often the stored file was probed. */
let storedProbes = 0;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  const engine = scriptedEngine(async () => scriptedResult(70));
  t = await createAnalysisTestApp({
    engine: {
      ...engine,
      probe: (file) => {
        storedProbes += 1;
        return engine.probe(file);
      },
    },
  });
  alice = await t.signedInUser();
});
afterAll(() => t?.close());

async function uploaded(path: string, name: string, type: string) {
  storedProbes = 0;
  const response = await uploadFile(alice, path, name, type);
  expect(response.status).toBe(200);
  return uploadResponseSchema.parse(await response.json()).video_upload;
}

describe('probing an upload', () => {
  it('reads an MP4 as it streams in, without probing the stored file, and answers what that probe would', async () => {
    const upload = await uploaded(fixtures.containers.mp4, 'answer.mp4', 'video/mp4');
    expect(storedProbes).toBe(0);
    expect(upload.duration).toBe((await probeUpload(fixtures.containers.mp4, { ffprobePath: 'ffprobe', ffmpegPath: 'ffmpeg' })).duration);
  });

  it('probes the stored file once when the stream has no duration in its header (MediaRecorder WebM)', async () => {
    const upload = await uploaded(fixtures.containers.webm, 'answer.webm', 'video/webm');
    expect(storedProbes).toBe(1);
    expect(upload.duration).toBeGreaterThan(3.5);
  });
});
