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
  /** The answer's content score when it was judged and joined the overall (absent: not judged). */
  contentScore?: number | null;
  /** The weights the overall used, for saying how it was made. */
  weights?: AnalysisResult['component_weights'] | null;
  /** Which parts the overall is made of, which it lacks, and what to fix first (absent: not known). */
  makeup?: AnalysisResult['overall_makeup'] | null;
}
