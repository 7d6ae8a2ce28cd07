import type { AnalysisOptions } from '../analysis-options.ts';
import type { VideoBranchInput, VideoBranchOutput } from '../video/analyze-video.ts';

/** What the video worker is started with (its `workerData`). */
export interface VideoWorkerData {
  file: string;
  input: Omit<VideoBranchInput, 'onProgress' | 'options'> & { options: AnalysisOptions };
}

/** What the video worker posts back. */
export type VideoWorkerMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; output: VideoBranchOutput }
  | { type: 'error'; name: string; message: string; stack?: string };
