import { parentPort, workerData } from 'node:worker_threads';
import { analyzeVideo } from '../video/analyze-video.ts';
import type { VideoWorkerData, VideoWorkerMessage } from './video-worker-messages.ts';

// The video branch in its own thread, so the audio branch keeps the main thread (two cores).
const port = parentPort;
if (!port) throw new Error('video-worker.ts runs only as a worker thread');
const data = workerData as VideoWorkerData;
const post = (message: VideoWorkerMessage) => port.postMessage(message);

let lastPercent = -1;
try {
  const output = await analyzeVideo(data.file, {
    ...data.input,
    onProgress: (fraction) => {
      // One message per whole percent is plenty; a message per frame would only add churn.
      const percent = Math.floor(fraction * 100);
      if (percent === lastPercent) return;
      lastPercent = percent;
      post({ type: 'progress', fraction });
    },
  });
  post({ type: 'done', output });
} catch (error) {
  const e = error instanceof Error ? error : new Error(String(error));
  post({ type: 'error', name: e.name, message: e.message, stack: e.stack });
}
