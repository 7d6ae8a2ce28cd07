import type { CombinedResult } from './analysis-api.ts';
import type { AnalysisResult, QualityFlag } from './analysis-result.ts';
import { FAR_TOO_SHORT_FOR_CONTENT, type AnswerContent } from './answer-content.ts';
import { contentSummaryOf } from './content-summary.ts';
import { fixFirst, inFixOrder } from './overall-fix-first.ts';
import { inPartOrder, type LeftOutAnswer, type MissingPart, type MissingPartCause, type OverallMakeup, type OverallPart } from './overall-makeup.ts';
import { overallWeights, type ComponentWeights } from './overall-weights.ts';

/** What one recording's overall was made from. */
export interface RecordingParts {
  flags: readonly QualityFlag[];
  video: number | null;
  audio: number | null;
  /** The answer's content as judged; undefined when the result carries none. */
  content: Pick<AnswerContent, 'status' | 'note' | 'score'> | null | undefined;
  /** A transcript was made (a speech recogniser ran). */
  transcribed: boolean;
  /** The weights the overall used (what fix-first weighs the parts by). */
  weights: ComponentWeights;
}

const judgedScore = (content: RecordingParts['content']): number | null =>
  content?.status === 'judged' && content.score !== null ? content.score : null;

function contentCause(input: Pick<RecordingParts, 'content' | 'transcribed'>, audioCause: MissingPartCause | null): MissingPartCause {
  if (audioCause) return audioCause;
  if (input.content) return input.content.note?.startsWith(FAR_TOO_SHORT_FOR_CONTENT) ? 'far_too_short' : 'not_enough_speech';
  return input.transcribed ? 'judged_before_content' : 'no_transcript';
}

/**
 * The makeup of one recording's overall. Every recording is expected to have audio and content (an interview answer is
 * spoken), and video unless the file has no picture (an audio-only phone interview is complete without it).
 */
export function recordingOverallMakeup(input: RecordingParts): OverallMakeup {
  const content = judgedScore(input.content);
  const scores: Record<OverallPart, number | null> = { video: input.video, audio: input.audio, content };
  const audioCause: MissingPartCause | null = input.audio !== null ? null : input.flags.includes('no_audio_stream') ? 'no_audio_track' : 'no_speech';
  const missing: MissingPart[] = [];
  if (audioCause) missing.push({ part: 'audio', cause: audioCause, detail: null });
  if (content === null) {
    const cause = contentCause(input, audioCause);
    const detail = cause === 'not_enough_speech' || cause === 'far_too_short' ? (input.content?.note ?? null) : null;
    missing.push({ part: 'content', cause, detail });
  }
  if (input.video === null && !input.flags.includes('no_video_stream')) missing.push({ part: 'video', cause: 'video_not_measured', detail: null });
  const parts = inPartOrder((Object.keys(scores) as OverallPart[]).filter((p) => scores[p] !== null));
  const ordered = inFixOrder(missing);
  return { parts, missing: ordered, complete: ordered.length === 0, fix_first: fixFirst(scores, input.weights, ordered) };
}

/** One answer of a mock interview: its position, and the makeup of its own score. */
export interface MockAnswerMakeup {
  question: number;
  makeup: OverallMakeup;
}

/**
 * Each part some answers lacked, with the questions that lacked it: one entry per part and reason, so every question
 * is named beside its own answer's cause and words, never another's.
 */
function missingAcross(answers: readonly MockAnswerMakeup[]): MissingPart[] {
  const byReason = new Map<string, MissingPart & { questions: number[] }>();
  for (const a of answers) {
    for (const m of a.makeup.missing) {
      const key = `${m.part}|${m.cause}|${m.detail ?? ''}`;
      const seen = byReason.get(key);
      if (seen) seen.questions.push(a.question);
      else byReason.set(key, { part: m.part, cause: m.cause, detail: m.detail, questions: [a.question] });
    }
  }
  return inFixOrder([...byReason.values()]);
}

const measuredWeights = (scores: Record<OverallPart, number | null>): ComponentWeights =>
  overallWeights({ video: scores.video !== null, audio: scores.audio !== null, content: scores.content !== null });

/**
 * The makeup of a mock interview's overall, the mean of the answers whose own score is complete (`left_out` names the
 * others, never part of it). With no complete answer the overall is the mean of them all, and incomplete.
 * `scores`: the interview's part scores (what fix-first weighs).
 */
export function mockOverallMakeup(answers: readonly MockAnswerMakeup[], scores: Record<OverallPart, number | null>): OverallMakeup {
  const counted = answers.filter((a) => a.makeup.complete);
  const complete = counted.length > 0;
  // Without a complete answer every answer is in the (incomplete) mean: none is left out of it.
  const leftOut: LeftOutAnswer[] = !complete
    ? []
    : answers.flatMap((a) => {
        const first = a.makeup.missing[0];
        return a.makeup.complete || !first ? [] : [{ question: a.question, part: first.part, cause: first.cause, detail: first.detail }];
      });
  const parts = inPartOrder((complete ? counted : answers).flatMap((a) => a.makeup.parts));
  const missing = complete ? [] : missingAcross(answers);
  return { parts, missing, complete, fix_first: fixFirst(scores, measuredWeights(scores), missing), left_out: leftOut };
}

/**
 * A stored mock report from before its makeup was kept: its overall was the mean of every analysed answer, so it is
 * incomplete when any answer's content was not judged (those answers are named in `missing`).
 */
function storedMockMakeup(result: AnalysisResult): OverallMakeup {
  const answers: MockAnswerMakeup[] = (result.questions ?? []).flatMap((q, i) => {
    if (q.skipped || q.score === null) return [];
    const judged = q.content?.status === 'judged' && q.content.score !== null;
    const missing: MissingPart[] = judged
      ? []
      : [{ part: 'content', cause: contentCause({ content: q.content ?? undefined, transcribed: q.transcript !== null }, null), detail: q.content?.note ?? null }];
    // An answer's own video and audio scores are not kept in the report: it had a score, so they counted.
    const parts: OverallPart[] = judged ? ['video', 'audio', 'content'] : ['video', 'audio'];
    return [{ question: i + 1, makeup: { parts, missing, complete: judged, fix_first: null } }];
  });
  const scores = { video: result.video.performance_score, audio: result.audio.performance_score, content: contentSummaryOf(result)?.score ?? null };
  const missing = missingAcross(answers);
  return {
    parts: inPartOrder(answers.flatMap((a) => a.makeup.parts)),
    missing,
    complete: answers.length > 0 && missing.length === 0,
    fix_first: fixFirst(scores, measuredWeights(scores), missing),
  };
}

/**
 * The makeup of a result's overall: the one it carries, else (a result stored before it was kept) derived from what it
 * measured, without re-scoring it (decision 050).
 */
export function overallMakeupOf(result: AnalysisResult): OverallMakeup {
  if (result.overall_makeup) return result.overall_makeup;
  if (result.questions) return storedMockMakeup(result);
  const video = result.video.performance_score;
  const audio = result.audio.performance_score;
  const content = result.content;
  return recordingOverallMakeup({
    flags: result.quality.flags,
    video,
    audio,
    content,
    transcribed: result.transcript !== null,
    // The weights it was scored with, unless they leave out content that was judged (then the rule's, as a reading).
    weights:
      result.component_weights && (result.component_weights.content !== undefined || judgedScore(content) === null)
        ? result.component_weights
        : overallWeights({ video: video !== null, audio: audio !== null, content: judgedScore(content) !== null }),
  });
}

/**
 * The makeup a list, the dashboard or compare reads from a summary. Summaries carry it (migration 024 wrote it into the
 * older ones); one without is read from its scores alone, a missing video taken as a recording without a picture.
 */
export function summaryOverallMakeup(summary: CombinedResult): OverallMakeup {
  if (summary.overall_makeup) return summary.overall_makeup;
  const video = summary.video_score ?? summary.results.video.performance_score;
  const audio = summary.audio_score ?? summary.results.audio.performance_score;
  const contentScore = summary.content?.score ?? null;
  return recordingOverallMakeup({
    flags: video === null ? ['no_video_stream'] : [],
    video,
    audio,
    content: contentScore !== null ? { status: 'judged', note: null, score: contentScore } : summary.content === null ? { status: 'not_enough_speech', note: null, score: null } : undefined,
    transcribed: true,
    weights: overallWeights({ video: video !== null, audio: audio !== null, content: contentScore !== null }),
  });
}
