import type { AnalysisStatus } from '@rehearse/contract/analysis-api';
import type { AnalysisStage } from '@rehearse/contract/analysis-result';

/** The status badge's words and colours, and the progress stage names. */
export const STATUS_LABELS: Record<AnalysisStatus, string> = {
  completed: 'Completed',
  processing: 'Processing',
  in_progress: 'In Progress',
  failed: 'Failed',
  queued: 'Queued',
};
export type StatusColour = 'green' | 'blue' | 'amber' | 'red';
export const STATUS_COLOURS: Record<AnalysisStatus, StatusColour> = {
  completed: 'green',
  processing: 'blue',
  in_progress: 'amber',
  failed: 'red',
  queued: 'blue',
};
export const STAGE_LABELS: Record<AnalysisStage, string> = {
  queued: 'Waiting in queue',
  // A recording may be an audio file (a phone interview): not 'the video'.
  probe: 'Checking the recording',
  // The voice's own measures: loudness, pitch, pauses, pace, who speaks when.
  audio: 'Measuring your voice',
  transcribe: 'Recognizing speech',
  video: 'Analyzing body language',
  // Scoring includes judging what the answer said.
  scoring: 'Judging content and scoring',
  feedback: 'Writing feedback',
  done: 'Done',
};
