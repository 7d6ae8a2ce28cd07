import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { Logger } from '../logging/logger.ts';
import type { AnalysisOrigin } from './new-analysis-session.ts';

/** Where one analysis's recording is and what its owner adds to the engine's result. */
export interface OwnedRecording {
  /** Object-store key of the recording. */
  storageKey: string;
  /** Separate voices (an interview with an interviewer); one person's answer is never split. */
  findSpeakers: boolean;
  /** The question the recording answers, for its answer review; null when the whole recording is one answer. */
  question: string | null;
  /** What is added to the engine's result (a model's insights, a sentence model's judgement); absorbs its own failures. */
  review(result: AnalysisResult, log: Logger): Promise<AnalysisResult>;
}

/** How an analysis ended for its owner; `finished_earlier` when a repeated delivery found it already ended. */
export type RecordingEnd = { status: 'completed'; result: AnalysisResult } | { status: 'failed'; error: string } | { status: 'finished_earlier' };

/**
 * Whoever owns the recordings of one analysis origin (port): the analysis feature owns uploads (`own`), the mock
 * feature its recorded answers (`mock_answer`). The one analysis job asks it where the recording is, tells it when the
 * analysis moved and when it ended, so the analysis feature never reads another feature's tables.
 */
export interface RecordingOwner {
  /** The recording of `analysisId`; null when it is gone (the analysis then ends failed with `missingMessage`). */
  recordingOf(analysisId: string): Promise<OwnedRecording | null>;
  /** The message the analysis ends failed with when its recording is gone, from this owner's rows or from storage. */
  readonly missingMessage: string;
  /** The analysis's state changed (processing, progress, completed, failed). */
  changed(analysisId: string): void | Promise<void>;
  /** The analysis ended (or had ended before this delivery); idempotent, as delivery is at least once. */
  analysed(analysisId: string, end: RecordingEnd, log: Logger): Promise<void>;
}

/** Where owners register (port): the composition root registers each feature's owner of its origin. */
export interface RecordingOwners {
  register(origin: AnalysisOrigin, owner: RecordingOwner): void;
}

/** Queues the analysis of one recording (port): the analysis feature's one analysis job. */
export interface RecordingAnalysisQueue {
  enqueue(analysisId: string): Promise<void>;
}
