import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import {
  analysisStatusResponseSchema,
  analysisUrls,
  startAnalysisResponseSchema,
  uploadResponseSchema,
  type AnalysisStatusResponse,
} from '@rehearse/contract/analysis-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config.ts';
import { createAnalysisTestApp, uploadFile, waitFor, type AnalysisTestApp } from './analysis-test-kit.ts';
import { createAnalysisEngine } from './create-analysis-engine.ts';

describe('upload → start → completed with the real engine', () => {
  let t: AnalysisTestApp;

  beforeAll(async () => {
    const engine = createAnalysisEngine(parseEnv({}));
    t = await createAnalysisTestApp({ engine });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('measures the short talking-head clip and stores real numbers', async () => {
    const fixtures = await ensureFixtures();
    const alice = await t.signedInUser();
    const upload = uploadResponseSchema.parse(await (await uploadFile(alice, fixtures.containers.mp4, 'face.mp4')).json());
    const started = startAnalysisResponseSchema.parse(
      await (await alice.post(analysisUrls.start(), { video_upload_id: upload.video_upload.id, analysis_types: ['video', 'audio', 'combined', 'llm'] })).json(),
    );
    const stages = new Set<string>();
    const done = await waitFor<AnalysisStatusResponse>(async () => {
      const s = analysisStatusResponseSchema.parse(await (await alice.get(analysisUrls.status(started.session_id))).json());
      stages.add(s.stage);
      return s.status === 'completed' || s.status === 'failed' ? s : null;
    }, 240_000, 250);
    expect(done.error).toBeNull();
    expect(done.status).toBe('completed');
    const r = done.results!;
    expect(r.quality.media_duration).toBeCloseTo(upload.video_upload.duration, 0);
    expect(r.video.metrics.face_detection_rate).toBeGreaterThan(0.8);
    expect(r.video.frames_analyzed).toBeGreaterThan(4);
    expect(r.audio.metrics.duration).toBeGreaterThan(3);
    expect(r.overall_score).not.toBeNull();
    expect(done.session.combined_result?.overall_score).toBe(r.overall_score);
    // The user saw it move: at least one stage between queued and done was stored.
    expect([...stages].some((s) => s !== 'queued' && s !== 'done')).toBe(true);
  });
});
