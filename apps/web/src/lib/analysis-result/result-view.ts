import type { AnalysisResult, AudioMetrics, Filler, Pause, QualityFlag, TimelinePoint, TranscriptWord, VideoMetrics } from '@rehearse/contract/analysis-result';

/**
 * What the detail screen and the report show of a result. Every figure is read from the one place the
 * contract puts it; a null stays null ('Insufficient data' on screen, null in the report) — never a guess.
 */
export interface ResultView {
  overallScore: number | null;
  videoScore: number | null;
  audioScore: number | null;
  /** 0–1 fractions. */
  videoMetrics: VideoMetrics;
  audioMetrics: AudioMetrics;
  strengths: string[];
  improvements: string[];
  strategies: string[];
  /** `source` says who wrote the summary (absent: the built-in rules). */
  insights: AnalysisResult['insights'];
  transcript: { text: string; words: TranscriptWord[] } | null;
  fillers: Filler[];
  pauses: Pause[];
  timeline: TimelinePoint[];
  qualityFlags: QualityFlag[];
  /** What the answer said; absent without a transcript and on older results. */
  content?: AnalysisResult['content'];
}

export type VideoMetricKey = keyof VideoMetrics;
export type AudioScoreKey = 'clarity_score' | 'tone_score' | 'volume_score' | 'confidence_score' | 'articulation_score' | 'fluency_score';

export function toResultView(result: AnalysisResult): ResultView {
  return {
    overallScore: result.overall_score,
    videoScore: result.video.performance_score,
    audioScore: result.audio.performance_score,
    videoMetrics: result.video.metrics,
    audioMetrics: result.audio.metrics,
    strengths: result.llm_feedback.strengths,
    improvements: result.llm_feedback.improvements,
    strategies: result.llm_feedback.strategies,
    insights: result.insights,
    transcript: result.transcript,
    fillers: result.fillers,
    pauses: result.pauses,
    timeline: result.timeline,
    qualityFlags: result.quality.flags,
    ...(result.content ? { content: result.content } : {}),
  };
}
