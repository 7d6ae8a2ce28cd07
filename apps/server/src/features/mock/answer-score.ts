import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { recordingOverallMakeup } from '@rehearse/contract/overall-makeup-of';
import { overallWeights } from '@rehearse/contract/overall-weights';
import { analyzeAnswerContent, type AnswerInput } from '@rehearse/analysis';

/**
 * What the answer's content is judged from: its words, the engine that heard them, its question, competency and target
 * time, and its recording's length (the figure its Duration tile shows); null without a transcript.
 */
export function answerContentInput(question: MockQuestion, result: AnalysisResult): AnswerInput | null {
  if (!result.transcript) return null;
  const engine = result.engines.transcriber_detail ?? result.engines.transcriber;
  return { words: result.transcript.words, engine, question: question.text, competency: question.competency, targetSeconds: question.target_time, recordedSeconds: result.audio.metrics.duration };
}

/**
 * The answer's content judged against its question, competency and target time; null without a transcript. Judged
 * again at each read (the rules' current reading), except when the worker judged it with the sentence model, which
 * this process may not have: that judgement is kept (answer-recordings.ts, decision 057).
 */
export function answerContent(question: MockQuestion, result: AnalysisResult | null): AnswerContent | null {
  const input = result ? answerContentInput(question, result) : null;
  if (!result || !input) return null;
  if (result.content?.meaning === 'sentence-model' && result.content.status === 'judged') return result.content;
  const content = analyzeAnswerContent(input);
  // The model's review was made after the answer was analysed (its answer review), with the question; or why there is none.
  if (content.status !== 'judged') return content;
  if (result.content?.ai) return { ...content, ai: result.content.ai };
  return result.content?.ai_fallback !== undefined ? { ...content, ai_fallback: result.content.ai_fallback } : content;
}

/**
 * The answer's overall score: its video and audio scores with its question-aware content score, weighted as an
 * upload's (docs/SCORING.md §Overall); the engine's own overall when the content could not be judged.
 * The one place an answer's score is made: the report's entries and the status the completion screen polls
 * both read it, so the two screens show the same number.
 */
export function answerScore(result: AnalysisResult, content: AnswerContent | null): number | null {
  const contentScore = content?.score ?? null;
  if (contentScore === null) return result.overall_score;
  const video = result.video.performance_score;
  const audio = result.audio.performance_score;
  const weights = overallWeights({ video: video !== null, audio: audio !== null, content: true });
  const sum = (video ?? 0) * weights.video + (audio ?? 0) * weights.audio + contentScore * (weights.content ?? 0);
  return Math.round(sum * 10) / 10;
}

/**
 * What the answer's score is made of, judged by its question-aware content: without it the score is a delivery score,
 * and the interview's overall leaves the answer out (decision 050).
 */
export function answerMakeup(result: AnalysisResult, content: AnswerContent | null): OverallMakeup {
  const video = result.video.performance_score;
  const audio = result.audio.performance_score;
  const judged = content?.status === 'judged' && content.score !== null;
  return recordingOverallMakeup({
    flags: result.quality.flags,
    video,
    audio,
    content: content ?? undefined,
    transcribed: result.transcript !== null,
    weights: overallWeights({ video: video !== null, audio: audio !== null, content: judged }),
  });
}

/** The score of one analysed answer to `question`, content included. */
export function scoreOfAnswer(question: MockQuestion, result: AnalysisResult): number | null {
  return answerScore(result, answerContent(question, result));
}
