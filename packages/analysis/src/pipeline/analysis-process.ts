import { analyze } from '../analyze.ts';
import type { AnalysisProcessMessage, AnalysisProcessRequest } from './analysis-process-messages.ts';

// One analysis in a child process of its own (run-analysis-process.ts), so the process that started it (the API)
// keeps its event loop for requests. Its parent gone, it has nobody to answer: it stops.
const send = (message: AnalysisProcessMessage) =>
  new Promise<void>((resolve, reject) => {
    if (!process.send) throw new Error('analysis-process.ts runs only as a child process with an IPC channel');
    process.send(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });

process.once('disconnect', () => process.exit(0));
process.once('message', (request: AnalysisProcessRequest) => {
  void run(request).finally(() => process.disconnect());
});

async function run({ file, options }: AnalysisProcessRequest): Promise<void> {
  try {
    const result = await analyze(file, {
      ...options,
      onProgress: (stage, percent) => void send({ type: 'progress', stage, percent }).catch(() => undefined),
      onProbed: (durationSeconds) => void send({ type: 'probed', durationSeconds }).catch(() => undefined),
    });
    await send({ type: 'done', result });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    await send({ type: 'error', name: e.name, message: e.message, stack: e.stack }).catch(() => undefined);
  }
}
