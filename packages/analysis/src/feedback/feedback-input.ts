import type { AnalysisResult, AudioResult, VideoResult } from '@rehearse/contract/analysis-result';

/** What the feedback rules read: the measurements of one analysis. */
export interface FeedbackInput {
  video: VideoResult;
  audio: AudioResult;
  transcript: AnalysisResult['transcript'];
  fillers: AnalysisResult['fillers'];
  pauses: AnalysisResult['pauses'];
  quality: AnalysisResult['quality'];
  overallScore: number | null;
}
