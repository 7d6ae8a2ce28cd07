import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analysisResultSchema, type AnalysisStage } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_OPTIONS } from '../analysis-options.ts';
import { ensureFixtures } from '../fixtures/ensure-fixtures.ts';
import { liveProcesses } from '../process/live-processes.ts';
import { analysisTimeLimit, analyzeInChildProcess } from './run-analysis-process.ts';

const PROCESS = { commandLineIncludes: 'analysis-process-entry.mjs' };
/** sched(7): the policy number Linux reports for SCHED_IDLE. */
const SCHED_IDLE = 5;

/** Runs `start` and answers the pid of the analysis process it started (other test files may run theirs meanwhile). */
async function startedProcess<T>(start: () => T): Promise<{ started: T; pid: number }> {
  const before = new Set(await liveProcesses(PROCESS));
  const started = start();
  for (;;) {
    const pid = (await liveProcesses(PROCESS)).find((p) => !before.has(p));
    if (pid !== undefined) return { started, pid };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** True once the process has ended (a killed process takes a moment to leave). */
async function ended(pid: number): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (!(await liveProcesses(PROCESS)).includes(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** The scheduling policy of each thread of a process (proc(5): field 41 of /proc/<pid>/task/<tid>/stat); [] once it has gone. */
async function threadPolicies(pid: number): Promise<number[]> {
  try {
    const tids = await readdir(`/proc/${pid}/task`);
    const stats = await Promise.all(tids.map((tid) => readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => null)));
    return stats.filter((s) => s !== null).map((s) => Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[38]));
  } catch {
    return [];
  }
}

describe('analysisTimeLimit', () => {
  it('is twice a child process limit: the floor before the probe, then by the duration', () => {
    expect(analysisTimeLimit(null, DEFAULT_ANALYSIS_OPTIONS).ms).toBe(120_000);
    expect(analysisTimeLimit(100, DEFAULT_ANALYSIS_OPTIONS).ms).toBe(800_000);
  });
});

describe('analyzeInChildProcess', () => {
  it('analyses in a child process and answers the same schema-valid result, with its progress', async () => {
    const fixtures = await ensureFixtures();
    const progress: AnalysisStage[] = [];
    const result = await analyzeInChildProcess(fixtures.containers.mp4, { fps: 1, transcriber: 'none', onProgress: (stage) => progress.push(stage) });
    expect(analysisResultSchema.parse(result)).toEqual(result);
    expect(result.video.frames_analyzed).toBeGreaterThanOrEqual(4);
    expect(progress.at(-1)).toBe('done');
  });

  it('a bad file rejects with the engine MediaError, name and message kept', async () => {
    const file = join(tmpdir(), `not-a-video-${process.pid}.mp4`);
    await writeFile(file, 'not a video at all');
    await expect(analyzeInChildProcess(file)).rejects.toMatchObject({ name: 'MediaError' });
  });

  it.runIf(process.platform === 'linux')('runs every thread of the analysis process at the lowest priority (SCHED_IDLE)', async () => {
    const fixtures = await ensureFixtures();
    const stop = new AbortController();
    const { started, pid } = await startedProcess(() => analyzeInChildProcess(fixtures.talkingHead.path, { transcriber: 'none', signal: stop.signal }));
    // Once the video worker has started, the process has all its threads: poll until there are several.
    let policies: number[] = [];
    for (let i = 0; i < 200 && policies.length < 8; i++) {
      policies = await threadPolicies(pid);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    stop.abort();
    await expect(started).rejects.toThrow('analysis stopped');
    expect(policies.length).toBeGreaterThan(1);
    expect(new Set(policies)).toEqual(new Set([SCHED_IDLE]));
  });

  it('stops the process when aborted', async () => {
    const fixtures = await ensureFixtures();
    const stop = new AbortController();
    const { started, pid } = await startedProcess(() => analyzeInChildProcess(fixtures.talkingHead.path, { transcriber: 'none', signal: stop.signal }));
    stop.abort();
    await expect(started).rejects.toThrow('analysis stopped');
    expect(await ended(pid)).toBe(true);
  });

  it('a process killed from outside (a crash) rejects with an error that says so', async () => {
    const fixtures = await ensureFixtures();
    const { started, pid } = await startedProcess(() => analyzeInChildProcess(fixtures.talkingHead.path, { transcriber: 'none' }));
    process.kill(pid, 'SIGKILL');
    await expect(started).rejects.toThrow('the analysis process was killed (SIGKILL) before finishing');
  });

  it('an analysis past its time limit is stopped with a MediaError', async () => {
    const fixtures = await ensureFixtures();
    // A limit far shorter than starting the process takes.
    const running = analyzeInChildProcess(fixtures.talkingHead.path, { transcriber: 'none', timeLimitFloorSeconds: 0.001, timeLimitPerMediaSecond: 0.00001 });
    await expect(running).rejects.toMatchObject({ name: 'MediaError', message: expect.stringMatching(/^Analysing the recording took too long/) });
  });
});
