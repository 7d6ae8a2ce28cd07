import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_OPTIONS } from '../analysis-options.ts';
import { ensureFixtures } from '../fixtures/ensure-fixtures.ts';
import { runVideoWorker } from './run-video-worker.ts';

const input = { duration: 4, width: 640, height: 360, hasVideo: true, options: { ...DEFAULT_ANALYSIS_OPTIONS, fps: 1 } };

describe('runVideoWorker', () => {
  it('runs the video branch in a worker thread and reports progress up to 1', async () => {
    const fixtures = await ensureFixtures();
    const fractions: number[] = [];
    const output = await runVideoWorker({ file: fixtures.containers.mp4, input }, (f) => fractions.push(f));
    expect(output.video.frames_analyzed).toBeGreaterThanOrEqual(4);
    expect(output.video.metrics.face_detection_rate).toBeGreaterThan(0.5);
    expect(fractions.at(-1)).toBe(1);
  });

  it('a failure inside the worker rejects with an Error naming the video analysis', async () => {
    await expect(runVideoWorker({ file: '/nonexistent/clip.mp4', input }, () => {})).rejects.toThrow(/^video analysis failed: /);
  });

  it('stops the worker when aborted', async () => {
    const fixtures = await ensureFixtures();
    const stop = new AbortController();
    const running = runVideoWorker({ file: fixtures.talkingHead.path, input: { ...input, duration: 21 } }, () => {}, stop.signal);
    stop.abort();
    await expect(running).rejects.toThrow('video analysis stopped');
  });
});
