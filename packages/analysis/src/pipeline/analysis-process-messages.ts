import type { AnalysisResult, AnalysisStage } from '@rehearse/contract/analysis-result';
import type { AnalysisOptions } from '../analysis-options.ts';

/** What the analysis process is sent once it starts: one recording to analyse. */
export interface AnalysisProcessRequest {
  file: string;
  options: AnalysisOptions;
}

/** What the analysis process sends back. */
export type AnalysisProcessMessage =
  | { type: 'progress'; stage: AnalysisStage; percent: number }
  | { type: 'probed'; durationSeconds: number | null }
  | { type: 'done'; result: AnalysisResult }
  | { type: 'error'; name: string; message: string; stack?: string };
