import type { AnalysisResult, AudioResult, QualityFlag, VideoResult } from '@rehearse/contract/analysis-result';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { recordingOverallMakeup } from '@rehearse/contract/overall-makeup-of';
import { overallWeights } from '@rehearse/contract/overall-weights';

export type OverallScores = Pick<AnalysisResult, 'overall_score' | 'component_scores' | 'final' | 'component_weights' | 'overall_makeup'>;

export interface OverallInput {
  video: VideoResult;
  audio: AudioResult;
  /** The answer's content as judged; undefined without a transcript. */
  content?: AnswerContent | undefined;
  /** The recording's quality flags: `no_video_stream` says a missing video is expected, not a gap. */
  flags: readonly QualityFlag[];
  /** A transcript was made (else the content could not be judged for want of one). */
  transcribed: boolean;
}

/**
 * Overall score 0–100 (one decimal): weighted mean of the video and audio performance scores and, where the answer's
 * content was judged, its content score; the weights renormalised over the parts that were measured; null when none
 * was. `overall_makeup` says which parts it is made of and, when one it normally has is missing, that it is incomplete
 * (decision 050): the number then is a delivery score, kept apart from complete overalls everywhere.
 */
export function overallScores({ video, audio, content, flags, transcribed }: OverallInput): OverallScores {
  const videoScore = video.performance_score;
  const audioScore = audio.performance_score;
  const contentScore = content?.status === 'judged' ? content.score : null;
  const weights = overallWeights({ video: videoScore !== null, audio: audioScore !== null, content: contentScore !== null });
  const sum = (videoScore ?? 0) * weights.video + (audioScore ?? 0) * weights.audio + (contentScore ?? 0) * (weights.content ?? 0);
  const overall = weights.video + weights.audio + (weights.content ?? 0) > 0 ? Math.round(Math.max(0, Math.min(100, sum)) * 10) / 10 : null;
  return {
    overall_score: overall,
    component_scores: {
      overall,
      video: videoScore,
      audio: audioScore,
      video_performance: videoScore,
      audio_performance: audioScore,
      overall_interview_score: overall,
    },
    final: { overall_score: overall },
    component_weights: weights,
    overall_makeup: recordingOverallMakeup({ flags, video: videoScore, audio: audioScore, content, transcribed, weights }),
  };
}
