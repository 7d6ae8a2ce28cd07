import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningJob } from '../../jobs/job-queue.ts';
import { createLogger } from '../../logging/logger.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import type { RecordingAnalysisRequest } from '../../shared/recording-analyzer.ts';
import { LocalObjectStore } from '../../storage/local-object-store.ts';
import { createRecordingAnalyzer } from './recording-analysis.ts';

class FakeMediaError extends Error {}

const objects = new LocalObjectStore({ root: mkdtempSync(join(tmpdir(), 'rehearse-recording-')) });
beforeAll(() => objects.put('uploads/u/rec', Readable.from([Buffer.from('video')])));

function job(controller = new AbortController()): RunningJob & { beats: number } {
  const running = { id: 'j', name: 'n', payload: {}, attempt: 1, beats: 0, signal: controller.signal, heartbeat: async () => void (running.beats += 1) };
  return running;
}

function engine(analyze: AnalysisEngine['analyze']): Pick<AnalysisEngine, 'analyze' | 'isMediaError' | 'options'> {
  return { analyze, isMediaError: (error): error is Error => error instanceof FakeMediaError, options: {} };
}

function request(overrides: Partial<RecordingAnalysisRequest> = {}): RecordingAnalysisRequest {
  return {
    job: job(),
    storageKey: 'uploads/u/rec',
    findSpeakers: false,
    missingMessage: 'missing',
    writeProgress: async () => {},
    review: async (result) => result,
    log: createLogger('silent'),
    ...overrides,
  };
}

describe('createRecordingAnalyzer', () => {
  it('writes each new stage in order, then reviews the result and answers it', async () => {
    const written: Array<[AnalysisStage, number]> = [];
    const analyze = createRecordingAnalyzer({
      objects,
      engine: engine(async (_file, options) => {
        options?.onProgress?.('probe', 1);
        options?.onProgress?.('audio', 20);
        options?.onProgress?.('audio', 21);
        options?.onProgress?.('video', 140);
        return sampleAnalysisResult();
      }),
    });
    const outcome = await analyze(request({
      writeProgress: async (stage, progress) => void written.push([stage, progress]),
      review: async (result) => ({ ...result, overall_score: 12 }),
    }));
    expect(written).toEqual([['probe', 1], ['audio', 20], ['video', 99]]);
    expect(outcome).toMatchObject({ status: 'completed', result: { overall_score: 12 } });
  });

  it("ends a media error and a missing recording as the recording's own failure, and throws anything else", async () => {
    const media = createRecordingAnalyzer({ objects, engine: engine(async () => Promise.reject(new FakeMediaError('Not a video: /tmp/x/input.mp4'))) });
    expect(await media(request())).toEqual({ status: 'failed', error: expect.not.stringContaining('/tmp/x') as string });
    const missing = createRecordingAnalyzer({ objects, engine: engine(async () => sampleAnalysisResult()) });
    expect(await missing(request({ storageKey: 'uploads/u/none' }))).toEqual({ status: 'failed', error: 'missing' });
    const crash = createRecordingAnalyzer({ objects, engine: engine(async () => Promise.reject(new Error('engine crashed'))) });
    await expect(crash(request())).rejects.toThrow('engine crashed');
  });

  it('answers handed_back when the job was handed back meanwhile', async () => {
    const controller = new AbortController();
    const analyze = createRecordingAnalyzer({
      objects,
      engine: engine(async () => {
        controller.abort();
        return sampleAnalysisResult();
      }),
    });
    expect(await analyze(request({ job: job(controller) }))).toEqual({ status: 'handed_back' });
  });
});
