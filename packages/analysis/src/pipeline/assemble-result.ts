import type { AnalysisResult, QualityFlag, TimeRange } from '@rehearse/contract/analysis-result';
import type { AudioBranchOutput } from '../audio/analyze-audio.ts';
import { analyzeAnswerContent } from '../content/analyze-answer-content.ts';
import { buildFeedback } from '../feedback/build-feedback.ts';
import { overallScores } from '../scoring/overall-scores.ts';
import { SCORING_VERSION } from '../scoring/scoring-version.ts';
import type { VideoBranchOutput } from '../video/analyze-video.ts';
import { mergeTimeline } from './merge-timeline.ts';

export const FEEDBACK_ENGINE = `built-in evidence engine ${SCORING_VERSION}`;

/**
 * The two branches' outputs → the scores, and the result without feedback (what feedback is written from). The whole
 * transcript is judged as one answer (an uploaded single answer: no question known); its content score joins the
 * overall only when it could be judged, and without it the overall is marked incomplete (decision 050).
 */
export function assembleScores(
  mediaDuration: number,
  audio: AudioBranchOutput,
  video: VideoBranchOutput,
  /** The candidate's own turns when an interviewer speaks too (the answer's times count only them). */
  speakingSpans?: readonly TimeRange[],
): Omit<AnalysisResult, 'llm_feedback' | 'insights'> {
  const flags = [...new Set<QualityFlag>([...video.flags, ...audio.flags])];
  const content = audio.transcript
    ? analyzeAnswerContent({ words: audio.transcript.words, engine: audio.transcriber.detail ?? audio.transcriber.engine, ...(speakingSpans ? { speakingSpans } : {}) })
    : undefined;
  return {
    scoring_version: SCORING_VERSION,
    ...overallScores({ video: video.video, audio: audio.audio, content, flags, transcribed: audio.transcript !== null }),
    video: video.video,
    audio: audio.audio,
    transcript: audio.transcript,
    fillers: audio.fillers,
    pauses: audio.pauses,
    timeline: mergeTimeline(mediaDuration, video.perSecond, audio.loudnessPerSecond),
    engines: {
      transcriber: audio.transcriber.engine,
      transcriber_detail: audio.transcriber.detail,
      video_model: video.model,
      feedback: FEEDBACK_ENGINE,
    },
    quality: {
      flags,
      face_visible_ratio: video.video.metrics.face_detection_rate,
      media_duration: Math.round(mediaDuration * 1000) / 1000,
    },
    ...(content ? { content } : {}),
  };
}

/** Adds the evidence-based feedback to the scored result. */
export function addFeedback(scored: Omit<AnalysisResult, 'llm_feedback' | 'insights'>): AnalysisResult {
  const feedback = buildFeedback({
    video: scored.video,
    audio: scored.audio,
    transcript: scored.transcript,
    fillers: scored.fillers,
    pauses: scored.pauses,
    quality: scored.quality,
    overallScore: scored.overall_score,
    contentScore: scored.content?.score ?? null,
    weights: scored.component_weights ?? null,
    makeup: scored.overall_makeup ?? null,
  });
  return { ...scored, ...feedback };
}
