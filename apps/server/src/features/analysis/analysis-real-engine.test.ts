import { readFile } from 'node:fs/promises';
import { ensureFixtures, liveProcesses } from '@rehearse/analysis/test-fixtures';
import { analysisUrls } from '@rehearse/contract/analysis-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config.ts';
import { analysedThroughApi, analysisEnded, uploadAndStart } from './analysis-api-steps.ts';
import { createAnalysisTestApp, type AnalysisTestApp } from './analysis-test-kit.ts';
import { createAnalysisEngine } from './create-analysis-engine.ts';

const REAL_ENGINE_WAIT = { timeoutMs: 240_000, everyMs: 250 };

describe('upload → start → completed with the real engine', () => {
  let t: AnalysisTestApp;

  beforeAll(async () => {
    const engine = createAnalysisEngine(parseEnv({}), () => null);
    t = await createAnalysisTestApp({ engine });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('measures the short talking-head clip and stores real numbers', async () => {
    const fixtures = await ensureFixtures();
    const alice = await t.signedInUser();
    const stages = new Set<string>();
    const { upload, status: done } = await analysedThroughApi(alice, fixtures.containers.mp4, { name: 'face.mp4' }, { ...REAL_ENGINE_WAIT, onStatus: (s) => stages.add(s.stage) });
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

  it('analyses a phone interview (.m4a, no video stream) for the voice, marks the video part not measured and serves it as audio', async () => {
    const fixtures = await ensureFixtures();
    const bob = await t.signedInUser();
    const { upload, sessionId, status: done } = await analysedThroughApi(bob, fixtures.audioOnly.m4a, { name: 'phone-screen.m4a', contentType: 'audio/mp4' }, REAL_ENGINE_WAIT);
    expect(upload.video_upload.duration).toBeGreaterThan(3);
    expect(done.error).toBeNull();
    expect(done.status).toBe('completed');
    const r = done.results!;
    expect(r.quality.flags).toContain('no_video_stream');
    expect(r.video.performance_score).toBeNull();
    expect(r.video.frames_analyzed).toBe(0);
    expect(Object.values(r.video.metrics)).toEqual([null, null, null, null]);
    expect(r.transcript?.words.length).toBeGreaterThan(0);
    expect(r.audio.performance_score).not.toBeNull();
    expect(r.overall_score).toBe(r.audio.performance_score);
    expect(done.session.combined_result?.overall_score).toBe(r.overall_score);

    const media = await bob.get(analysisUrls.media(sessionId));
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('audio/mp4');
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('an analysis process that dies (a crash of the engine) fails the job visibly, after its retries, and the server keeps serving', async () => {
    const fixtures = await ensureFixtures();
    const cid = await t.signedInUser();
    const { sessionId } = await uploadAndStart(cid, fixtures.talkingHead.path, { name: 'crash.mp4' });
    // Each attempt's process works on this test's stored copy: kill every one as it starts.
    const killed = new Set<number>();
    const done = await analysisEnded(cid, sessionId, {
      ...REAL_ENGINE_WAIT,
      onStatus: () => void killAnalysisProcesses(t.objectsRoot, killed),
    });
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/^Analysis failed after \d+ attempts?: the analysis process was killed \(SIGKILL\) before finishing$/);
    expect(killed.size).toBeGreaterThanOrEqual(1);
    expect((await cid.get(analysisUrls.userAnalyses())).status).toBe(200);
  });
});

/** SIGKILLs the analysis processes working on a file under `dir`; remembers whom. */
async function killAnalysisProcesses(dir: string, killed: Set<number>): Promise<void> {
  for (const pid of await liveProcesses({ commandLineIncludes: dir })) {
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!commandLine.includes('analysis-process') || killed.has(pid)) continue;
    killed.add(pid);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Ended on its own meanwhile.
    }
  }
}
