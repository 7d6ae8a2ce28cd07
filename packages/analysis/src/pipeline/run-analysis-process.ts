import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AnalysisResult, AnalysisStage } from '@rehearse/contract/analysis-result';
import { withDefaults, type AnalysisOptions } from '../analysis-options.ts';
import { MediaError } from '../media-error.ts';
import { tookTooLongMessage } from '../probe/media-error-messages.ts';
import { timeLimitFor, type TimeLimit } from '../process/time-limit.ts';
import type { AnalysisProcessMessage, AnalysisProcessRequest } from './analysis-process-messages.ts';

/** As run-video-worker.ts: from source a .mjs that registers tsx first; compiled, the process's own file. */
const ANALYSIS_PROCESS_ENTRY = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? './analysis-process-entry.mjs' : './analysis-process.js', import.meta.url),
);

/**
 * The audio branch runs its children one after the other (decoding, then the recogniser), each within its own limit,
 * while the video branch runs beside them: twice one child's limit is more than a healthy analysis takes.
 */
const CHILD_LIMITS_PER_ANALYSIS = 2;

/**
 * How the analysis process is started at the lowest priority: an analysis is batch work that may take a little longer,
 * while the process that started it answers people waiting on a page. On Linux, SCHED_IDLE (`chrt --idle 0`): it runs
 * only on CPU time nothing else wants, and a request that wakes the API takes the core at once (a niceness-19 process
 * keeps its time slice first: p95 +36 % against +24 % under load in `bench:api`). Elsewhere, niceness 19. Set before
 * Node starts, so every thread of the process (V8's, libuv's, the video worker, ggml's) and every child (ffmpeg, the
 * recogniser) inherits it: Linux keeps these per thread, and setting them on the pid after the start races Node's threads.
 */
export const LOWEST_PRIORITY = process.platform === 'linux' ? { command: 'chrt', args: ['--idle', '0'] } : { command: 'nice', args: ['-n', '19'] };

export type AnalyzeInChildProcessOptions = Partial<AnalysisOptions> & {
  onProgress?: (stage: AnalysisStage, percent: number) => void;
  /** Aborting kills the analysis process; the promise rejects with 'analysis stopped'. */
  signal?: AbortSignal;
};

/** How long a whole analysis may run: before the probe has measured the file, the floor; then by its duration. */
export function analysisTimeLimit(durationSeconds: number | null, options: Pick<AnalysisOptions, 'timeLimitFloorSeconds' | 'timeLimitPerMediaSecond'>): TimeLimit {
  const child = timeLimitFor('Analysing the recording', durationSeconds, options);
  return { task: child.task, ms: child.ms * CHILD_LIMITS_PER_ANALYSIS };
}

/**
 * `analyze` in a child process of its own, so the caller's event loop stays free for other work (the API's requests)
 * and a crash of the engine (a native addon, the heap) ends only that process. Rejects with the engine's MediaError
 * (same name and message) for a bad file or when the analysis runs past `analysisTimeLimit`, and with an Error that
 * says so when the process dies before answering.
 */
export function analyzeInChildProcess(file: string, options: AnalyzeInChildProcessOptions = {}): Promise<AnalysisResult> {
  const { onProgress, signal, ...overrides } = options;
  const settings = withDefaults(overrides);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('analysis stopped'));
      return;
    }
    // The file on its command line: which recording a process in `ps` is working on.
    // `chrt`/`nice` exec Node in their own place (same pid); the 'ipc' stdio gives Node the channel `fork` would.
    const child = spawn(LOWEST_PRIORITY.command, [...LOWEST_PRIORITY.args, process.execPath, ANALYSIS_PROCESS_ENTRY, file], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let limitTimer: NodeJS.Timeout | undefined;
    let settled = false;
    const onAbort = () => settle(() => reject(new Error('analysis stopped')));
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(limitTimer);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      finish();
    };
    const startLimit = (durationSeconds: number | null) => {
      clearTimeout(limitTimer);
      const limit = analysisTimeLimit(durationSeconds, settings);
      limitTimer = setTimeout(() => settle(() => reject(new MediaError(tookTooLongMessage(limit.task, limit.ms)))), limit.ms);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('message', (message: AnalysisProcessMessage) => {
      if (message.type === 'progress') onProgress?.(message.stage, message.percent);
      else if (message.type === 'probed') startLimit(message.durationSeconds);
      else if (message.type === 'done') settle(() => resolve(message.result));
      else settle(() => reject(errorFrom(message)));
    });
    child.on('error', (error) => settle(() => reject(new Error(`the analysis process failed: ${error.message}`, { cause: error }))));
    child.on('exit', (code, exitSignal) =>
      settle(() => reject(new Error(`the analysis process ${exitSignal ? `was killed (${exitSignal})` : `exited with code ${code}`} before finishing`))),
    );
    startLimit(null);
    const request: AnalysisProcessRequest = { file, options: settings };
    child.send(request);
  });
}

/** The error the process reported, as the caller would have seen it thrown in its own process. */
function errorFrom(message: Extract<AnalysisProcessMessage, { type: 'error' }>): Error {
  if (message.name === 'MediaError') return new MediaError(message.message);
  const error = new Error(message.message);
  if (message.stack) error.stack = message.stack;
  return error;
}
