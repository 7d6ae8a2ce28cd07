import type { AnalysisResult, AnalysisStage } from '@rehearse/contract/analysis-result';
import type { RunningJob } from '../jobs/job-queue.ts';
import type { Logger } from '../logging/logger.ts';

/** What one recording's analysis came to; `handed_back` when the job was handed back meanwhile (the next worker finishes it). */
export type RecordingOutcome =
  | { status: 'completed'; result: AnalysisResult }
  | { status: 'failed'; error: string }
  | { status: 'handed_back' };

export interface RecordingAnalysisRequest {
  /** The running job: its signal stops the analysis, its heartbeat keeps the lease while progress moves and a model reviews. */
  job: RunningJob;
  /** Object-store key of the recording. */
  storageKey: string;
  /** Separate voices (an interview with an interviewer); one person's answer is never split. */
  findSpeakers: boolean;
  /** The message a recording missing from storage ends with. */
  missingMessage: string;
  /** Stores progress (0–99); called in order, at most once a second or every 5 points, and never after the outcome. */
  writeProgress(stage: AnalysisStage, progress: number): Promise<void>;
  /** What is added to the engine's result (a model's review, a sentence model's judgement); its failures are its own to absorb. */
  review(result: AnalysisResult): Promise<AnalysisResult>;
  log: Logger;
}

/**
 * The pipeline every recording goes through, an uploaded interview or a mock answer alike (port): the analysis feature
 * implements it (features/analysis/recording-analysis.ts) and the composition root hands it to the mock feature.
 * A failure that is not the recording's own (engine crash, storage outage) is thrown for the queue to retry.
 */
export type RecordingAnalyzer = (request: RecordingAnalysisRequest) => Promise<RecordingOutcome>;
