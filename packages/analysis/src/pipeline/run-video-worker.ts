import { Worker } from 'node:worker_threads';
import type { VideoBranchOutput } from '../video/analyze-video.ts';
import { MediaError } from '../media-error.ts';
import type { VideoWorkerData, VideoWorkerMessage } from './video-worker-messages.ts';

/**
 * The thread's entry point. From source (tsx) it is a plain .mjs that registers tsx before loading the TypeScript
 * worker; compiled (`npm start`), video-worker.js sits beside this file and runs as it is.
 */
const VIDEO_WORKER_ENTRY = new URL(import.meta.url.endsWith('.ts') ? './video-worker-entry.mjs' : './video-worker.js', import.meta.url);

/** Old-generation heap of the video worker: frames live in WASM memory and buffers, not on the JS heap. */
const VIDEO_WORKER_HEAP_MB = 128;

/**
 * Runs the video branch in a worker thread. A worker that throws, crashes or runs out of heap
 * rejects with an Error that says so; a MediaError thrown inside keeps its name.
 */
export function runVideoWorker(
  data: VideoWorkerData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<VideoBranchOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(VIDEO_WORKER_ENTRY, {
      workerData: data,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: VIDEO_WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    worker.on('message', (message: VideoWorkerMessage) => {
      if (message.type === 'progress') onProgress(message.fraction);
      else if (message.type === 'done') settle(() => resolve(message.output));
      else {
        const error = message.name === 'MediaError' ? new MediaError(message.message) : new Error(`video analysis failed: ${message.message}`);
        if (message.stack && message.name !== 'MediaError') error.stack = message.stack;
        settle(() => reject(error));
      }
    });
    worker.on('error', (error) => settle(() => reject(new Error(`video analysis worker crashed: ${error.message}`, { cause: error }))));
    // When the other branch fails there is no point finishing this one.
    signal?.addEventListener('abort', () => settle(() => {
      void worker.terminate();
      reject(new Error('video analysis stopped'));
    }), { once: true });
    worker.on('exit', (code) => settle(() => reject(new Error(`video analysis worker exited with code ${code} before finishing`))));
  });
}
