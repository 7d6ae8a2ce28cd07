import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { STAR_PARTS, type MockAttemptResult, type MockQuestionResult } from '@rehearse/contract/mock-result';
import { mockUrls } from '@rehearse/contract/mock-interview';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { MISSING_PART_TEXTS } from '@rehearse/contract/overall-makeup-texts';
import { untimedContent } from '@rehearse/contract/untimed-content';
import { fillerPieceTexts } from '@rehearse/contract/filler-pieces';
import { OVERALL_WEIGHTS } from '@rehearse/contract/overall-weights';
import { contentSummaryOf } from '@rehearse/contract/content-summary';
import { positionName } from '@rehearse/contract/mock-question-places';
import { mockOverallMakeup } from '@rehearse/contract/overall-makeup-of';
import { answerContent, answerMakeup, answerScore } from './answer-score.ts';
import { checkStar, EMPTY_STAR } from './star/check-star.ts';
import { interviewFillerAdvice, ownFillerTextTest } from './interview-filler-advice.ts';
import type { TypedAnswer } from '@rehearse/contract/typed-answer';
import { reviewWaits } from '../../llm/answer-review.ts';

/** What a judged answer of the report says while its rubric and rebuilt answer are still queued for the model. */
export const REVIEW_PENDING =
  'The language model is still writing the rubric and "Your answer, rebuilt" for this answer; this report shows them once they are written.';

/** The entry's content marked as waiting for its review, when reviews are queued and this one has not landed. */
function withReviewState(question: MockQuestionResult, reviewsQueued: boolean): MockQuestionResult {
  return reviewsQueued && question.content && reviewWaits(question.content) ? { ...question, content: { ...question.content, ai_fallback: REVIEW_PENDING } } : question;
}

/** One attempt at a question: what it left. */
export interface AttemptInput {
  skipped: boolean;
  durationSec: number | null;
  /** The engine's result for the recording; null when skipped or the analysis failed. */
  result: AnalysisResult | null;
  error: string | null;
  /** The retention sweep deleted the recording: the entry links none and says so. */
  recordingDeleted?: boolean;
  /** Typed instead of recorded: its text and content, and nothing measured from a recording. */
  typed?: TypedAnswer;
}

/** One question of a finished session, with what its answer left; null when it was not asked. */
export interface ReportInput {
  question: MockQuestion;
  answer: AnswerInput | null;
}

/** The question's latest attempt, its earlier attempts once retaken, and the attempt the user chose to count, if any. */
export type AnswerInput = AttemptInput & { attempt?: number; earlierAttempts?: ReadonlyArray<AttemptInput & { attempt: number }>; countedAttempt?: number };

/**
 * The attempt whose figures are the question's (in its entry and in the overall): the one the user chose, unless it
 * is gone or was skipped; else the latest.
 */
export function countedAttemptOf(answer: AnswerInput): { attempt: AttemptInput; number: number; latest: boolean } {
  const latest = answer.attempt ?? (answer.earlierAttempts?.length ?? 0) + 1;
  const chosen = answer.countedAttempt === latest ? undefined : answer.earlierAttempts?.find((a) => a.attempt === answer.countedAttempt && !a.skipped);
  return chosen ? { attempt: chosen, number: chosen.attempt, latest: false } : { attempt: answer, number: latest, latest: true };
}

type Weighted = { value: number | null; weight: number };

/** Mean weighted by duration over the values that exist; null when none does (never 0 for 'no data'). */
export function weightedMean(items: readonly Weighted[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const { value, weight } of items) {
    if (value === null || !Number.isFinite(value) || weight <= 0) continue;
    sum += value * weight;
    weights += weight;
  }
  return weights > 0 ? sum / weights : null;
}

function round(value: number | null, decimals: number): number | null {
  if (value === null) return null;
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

function sumOrNull(values: ReadonlyArray<number | null>): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length > 0 ? present.reduce((a, b) => a + b, 0) : null;
}

/** The answer's weight: its measured media duration, else the recorded seconds, else 1. */
function weightOf(result: AnalysisResult, durationSec: number | null): number {
  return result.quality.media_duration > 0 ? result.quality.media_duration : durationSec && durationSec > 0 ? durationSec : 1;
}

/**
 * What a typed answer shows in an entry: its text as the transcript, its STAR check and content, and nothing a
 * recording would measure — no duration, pace, fillers, eye contact, recording or score of its own (content only).
 */
function typedFigures(typed: TypedAnswer) {
  const star = checkStar({ text: typed.text });
  return {
    skipped: false,
    duration_sec: null,
    transcript: typed.text,
    speaking_pace: null,
    filler_words: null,
    eye_contact: null,
    score: null,
    star: star.star,
    star_status: star.status,
    recording_url: null,
    analysis_error: null,
    typed: true as const,
    starNote: star.note,
  };
}

/** Why this attempt's own content was not judged, from its own result (the engine's words, else its cause); null when judged. */
function contentNotJudgedReason(result: AnalysisResult, content: AnswerContent | null): string | null {
  const missing = answerMakeup(result, content).missing.find((m) => m.part === 'content');
  return missing ? (missing.detail ?? MISSING_PART_TEXTS[missing.cause].why) : null;
}

/** One attempt side by side with the others. */
function attemptResult(question: MockQuestion, attempt: AttemptInput & { attempt: number }, recordingUrl: string | null): MockAttemptResult {
  if (attempt.typed && !attempt.skipped) {
    const { starNote: _unused, ...figures } = typedFigures(attempt.typed);
    return { attempt: attempt.attempt, ...figures, content_note: attempt.typed.content.score === null ? attempt.typed.content.note : null };
  }
  const r = attempt.skipped ? null : attempt.result;
  const content = answerContent(question, r);
  const star = attempt.skipped ? null : checkStar(r?.transcript ?? null);
  return {
    attempt: attempt.attempt,
    skipped: attempt.skipped,
    duration_sec: attempt.skipped ? null : (attempt.durationSec ?? r?.quality.media_duration ?? null),
    transcript: r?.transcript?.text ?? null,
    speaking_pace: r ? round(r.audio.metrics.speaking_pace, 1) : null,
    filler_words: r ? r.audio.metrics.filler_words : null,
    eye_contact: r ? r.video.metrics.average_eye_contact_score : null,
    score: r ? answerScore(r, content) : null,
    star: star?.star ?? EMPTY_STAR,
    star_status: star?.status ?? 'skipped',
    recording_url: attempt.skipped || attempt.recordingDeleted ? null : recordingUrl,
    analysis_error: attempt.skipped || r ? null : (attempt.error ?? 'This answer could not be analysed'),
    content_note: attempt.skipped || !r ? null : contentNotJudgedReason(r, content),
  };
}

/**
 * The per-question entry of `results.questions`: the figures of the attempt that counts (`countedAttemptOf`); skipped
 * or not asked → null metrics, never zeros. `recordingUrl` is the latest attempt's recording, `attemptUrl` an earlier one's.
 */
export function questionResult(input: ReportInput, recordingUrl: string | null, attemptUrl: (attempt: number) => string | null = () => null): MockQuestionResult {
  const { question } = input;
  const counted = input.answer ? countedAttemptOf(input.answer) : null;
  const answer = counted?.attempt ?? null;
  const countedUrl = counted && !counted.latest ? attemptUrl(counted.number) : recordingUrl;
  const base = {
    question_key: question.key,
    question: question.text,
    competency: question.competency,
    target_time: question.target_time,
    type: question.type,
    written_by_ai: question.written_by_ai,
    follow_up_of: question.follow_up_of,
  };
  const latest = input.answer;
  const earlier = latest?.earlierAttempts ?? [];
  const attempts =
    latest && earlier.length > 0
      ? {
          attempts: [...earlier.map((a) => attemptResult(question, a, attemptUrl(a.attempt))), attemptResult(question, { ...latest, attempt: latest.attempt ?? earlier.length + 1 }, recordingUrl)],
          ...(latest.countedAttempt !== undefined && counted?.number === latest.countedAttempt ? { counted_attempt: counted.number } : {}),
        }
      : {};
  if (!answer || answer.skipped) {
    return {
      ...base,
      status: answer ? 'skipped' : 'not_asked',
      ...attempts,
      skipped: true,
      duration_sec: null,
      transcript: null,
      speaking_pace: null,
      filler_words: null,
      eye_contact: null,
      score: null,
      star: EMPTY_STAR,
      star_status: 'skipped',
      star_note: null,
      fillers: [],
      recording_url: null,
      analysis_error: null,
    };
  }
  if (answer.typed) {
    const { starNote, ...figures } = typedFigures(answer.typed);
    return { ...base, status: 'answered', ...attempts, ...figures, star_note: starNote, fillers: [], content: untimedContent(answer.typed.content) };
  }
  const r = answer.result;
  const star = checkStar(r?.transcript ?? null);
  const content = answerContent(question, r);
  return {
    ...base,
    status: 'answered',
    ...attempts,
    skipped: false,
    duration_sec: answer.durationSec ?? r?.quality.media_duration ?? null,
    transcript: r?.transcript?.text ?? null,
    speaking_pace: r ? round(r.audio.metrics.speaking_pace, 1) : null,
    filler_words: r ? r.audio.metrics.filler_words : null,
    eye_contact: r ? r.video.metrics.average_eye_contact_score : null,
    score: r ? answerScore(r, content) : null,
    star: star.star,
    star_status: star.status,
    star_note: star.note,
    fillers: r ? [...new Set(r.fillers.map((f) => f.word.toLowerCase()))] : [],
    ...(r?.transcript ? { transcript_pieces: fillerPieceTexts(r.transcript.words, r.fillers) } : {}),
    recording_url: answer.recordingDeleted ? null : countedUrl,
    ...(answer.recordingDeleted ? { recording_deleted: true } : {}),
    analysis_error: r ? null : (answer.error ?? 'This answer could not be analysed'),
    ...(content ? { content } : {}),
  };
}

/**
 * A finished report once the recordings of `deletedKeys` (question keys) are deleted: no links to them, and
 * the flag that says why. `deletedAttempts` (`<question key>#<attempt>`) are earlier attempts whose recordings went.
 */
export function withDeletedRecordings(report: AnalysisResult, deletedKeys: ReadonlySet<string>, deletedAttempts: ReadonlySet<string> = new Set()): AnalysisResult {
  if (!report.questions) return report;
  return {
    ...report,
    questions: report.questions.map((q) => {
      const latest = q.attempts?.at(-1)?.attempt;
      const deleted = (attempt: number | undefined) =>
        attempt === latest ? deletedKeys.has(q.question_key) : deletedAttempts.has(`${q.question_key}#${attempt}`);
      const attempts = q.attempts?.map((a) => (deleted(a.attempt) ? { ...a, recording_url: null } : a));
      const withAttempts = attempts ? { ...q, attempts } : q;
      // The entry shows the attempt that counts: the chosen one, else the latest.
      return deleted(q.counted_attempt ?? latest) && !q.skipped ? { ...withAttempts, recording_url: null, recording_deleted: true } : withAttempts;
    }),
  };
}

/**
 * How the recorded answers' content scored and how it entered each answer's score, for the report summary, and how
 * many answers were typed (judged on content only, outside the overall); empty when neither applies.
 */
function contentSentence(questions: readonly MockQuestionResult[]): string {
  const judged = (typed: boolean) => questions.flatMap((q) => ((q.typed ?? false) === typed && q.content?.score !== undefined && q.content.score !== null ? [q.content.score] : []));
  const meanOf = (values: readonly number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
  const scores = judged(false);
  const typedScores = judged(true);
  const typed = questions.filter((q) => q.typed).length;
  // A typed answer's content is its one figure: the summary gives it, so an interview typed throughout still says what it measured.
  const typedFigure =
    typedScores.length === 0 ? '' : typed === 1 ? ` Its content scored ${meanOf(typedScores)}/100.` : ` Their content scored ${meanOf(typedScores)}/100 on average over the ${typedScores.length} judged.`;
  const typedSentence = typed === 0 ? '' : ` ${typed} ${typed === 1 ? 'answer was' : 'answers were'} typed: judged on content only, not part of the overall.${typedFigure}`;
  if (scores.length === 0) return typedSentence;
  const mean = meanOf(scores);
  return (
    ` Answer content ${mean}/100 on average over the ${scores.length} judged ${typed > 0 ? 'recorded ' : ''}${scores.length === 1 ? 'answer' : 'answers'}; ` +
    `each of their scores weighs it ${Math.round(OVERALL_WEIGHTS.content * 100)} % beside video and audio.${typedSentence}`
  );
}

/**
 * The analysis result of a finished mock interview: the overall figures are duration-weighted
 * means over the answered questions whose analysis completed (counts are sums), plus `questions`. With
 * `reviewsQueued`, a judged answer whose model review has not landed says it is on its way (the report is made again
 * when it lands).
 */
export function buildMockReport(inputs: readonly ReportInput[], mockSessionId: string, options: { reviewsQueued?: boolean } = {}): AnalysisResult {
  const questions = inputs.map((input) =>
    withReviewState(
      questionResult(
        input,
        input.answer && !input.answer.skipped ? mockUrls.media(mockSessionId, input.question.key) : null,
        (attempt) => mockUrls.media(mockSessionId, input.question.key, attempt),
      ),
      options.reviewsQueued ?? false,
    ),
  );
  const answered = inputs.flatMap((input, index) => {
    const counted = input.answer ? countedAttemptOf(input.answer).attempt : null;
    return counted && !counted.skipped && counted.result
      ? [{ result: counted.result, weight: weightOf(counted.result, counted.durationSec), number: index + 1, score: questions[index]!.score }]
      : [];
  });
  const first = answered[0]?.result;

  // Each answer's score includes its question-aware content score (questionResult). Answers whose score lacks a part
  // (content not judged…) are left out of the overall while any answer is complete (decision 050).
  const made = answered.map((a) => ({ ...a, makeup: answerMakeup(a.result, questions[a.number - 1]!.content ?? null) }));
  const counted = made.some((a) => a.makeup.complete) ? made.filter((a) => a.makeup.complete) : made;
  // The video and audio figures (the report's tiles) are made from the answers the overall counts, never from one it
  // leaves out; the page names how many (overall_makeup.left_out says which are not).
  const mean = (pick: (r: AnalysisResult) => number | null, decimals = 1) =>
    round(weightedMean(counted.map((a) => ({ value: pick(a.result), weight: a.weight }))), decimals);
  const fraction = (pick: (r: AnalysisResult) => number | null) => mean(pick, 3);
  const overall = round(weightedMean(counted.map((a) => ({ value: a.score, weight: a.weight }))), 1);
  const video = mean((r) => r.video.performance_score);
  const audio = mean((r) => r.audio.performance_score);
  const overallMakeup = mockOverallMakeup(
    made.map((a) => ({ question: a.number, makeup: a.makeup })),
    { video, audio, content: contentSummaryOf({ questions })?.score ?? null },
  );
  const mediaDuration = answered.reduce((s, a) => s + a.result.quality.media_duration, 0);
  // Counted as the greeting counts: the interview's own questions; a follow-up is part of its question.
  const own = questions.filter((q) => !q.follow_up_of);
  const given = own.filter((q) => !q.skipped);
  const notAsked = own.filter((q) => q.status === 'not_asked').length;
  const checked = questions.filter((q) => q.star_status === 'checked');
  const partsFound = checked.reduce((s, q) => s + STAR_PARTS.filter((p) => q.star[p].present).length, 0);
  // Fillers are advised on once, from the answers the Filler Words tile adds up (those counted); each answer's own filler finding would
  // cite only some of them.
  // Answers are named as the report labels them: a follow-up as 'Follow-up to Q1', the questions numbered without it.
  const name = positionName(questions);
  const fillers = interviewFillerAdvice(counted, name);
  const ownFillerText = new Map(answered.map((a) => [a.number, ownFillerTextTest(a.result)]));
  const prefixed = (pick: (r: AnalysisResult) => string[]) =>
    [
      ...new Set(
        answered.flatMap((a) =>
          pick(a.result)
            .filter((text) => !ownFillerText.get(a.number)!(text))
            .slice(0, 2)
            .map((text) => `${name(a.number)}: ${text}`),
        ),
      ),
    ];
  const withFillers = (kind: 'strength' | 'improvement', items: string[]) => (fillers?.kind === kind ? [fillers.text, ...items] : items);

  return {
    scoring_version: first?.scoring_version ?? 'mock-interview',
    overall_score: overall,
    component_scores: {
      overall,
      video,
      audio,
      video_performance: video,
      audio_performance: audio,
      overall_interview_score: overall,
    },
    final: { overall_score: overall },
    overall_makeup: overallMakeup,
    video: {
      performance_score: video,
      metrics: {
        face_detection_rate: fraction((r) => r.video.metrics.face_detection_rate),
        average_eye_contact_score: fraction((r) => r.video.metrics.average_eye_contact_score),
        average_posture_score: fraction((r) => r.video.metrics.average_posture_score),
        average_engagement_score: fraction((r) => r.video.metrics.average_engagement_score),
      },
      frames_analyzed: counted.reduce((s, a) => s + a.result.video.frames_analyzed, 0),
      fps: first?.video.fps ?? 2,
      no_face_segments: [],
      multiple_faces_segments: [],
    },
    audio: {
      performance_score: audio,
      metrics: {
        speaking_pace: mean((r) => r.audio.metrics.speaking_pace),
        speaking_pace_over_speaking_time: mean((r) => r.audio.metrics.speaking_pace_over_speaking_time),
        speaking_pace_over_total_time: mean((r) => r.audio.metrics.speaking_pace_over_total_time),
        filler_words: sumOrNull(counted.map((a) => a.result.audio.metrics.filler_words)),
        duration: round(counted.reduce((s, a) => s + a.result.audio.metrics.duration, 0), 2) ?? 0,
        word_count: sumOrNull(counted.map((a) => a.result.audio.metrics.word_count)),
        clarity_score: mean((r) => r.audio.metrics.clarity_score),
        tone_score: mean((r) => r.audio.metrics.tone_score),
        volume_score: mean((r) => r.audio.metrics.volume_score),
        confidence_score: mean((r) => r.audio.metrics.confidence_score),
        articulation_score: mean((r) => r.audio.metrics.articulation_score),
        fluency_score: mean((r) => r.audio.metrics.fluency_score),
        words_estimated: counted.some((a) => a.result.audio.metrics.words_estimated),
      },
      loudness: {
        mean_dbfs: mean((r) => r.audio.loudness.mean_dbfs),
        variation_db: mean((r) => r.audio.loudness.variation_db),
        clipping_ratio: mean((r) => r.audio.loudness.clipping_ratio, 4) ?? 0,
      },
      pitch: {
        median_hz: mean((r) => r.audio.pitch.median_hz),
        range_semitones: mean((r) => r.audio.pitch.range_semitones),
        variation_semitones: mean((r) => r.audio.pitch.variation_semitones),
      },
      speech_ratio: mean((r) => r.audio.speech_ratio, 3) ?? 0,
      syllable_rate: mean((r) => r.audio.syllable_rate, 2),
      articulation_rate: mean((r) => r.audio.articulation_rate, 2),
      pause_summary: {
        count: counted.reduce((s, a) => s + a.result.audio.pause_summary.count, 0),
        longest: counted.reduce<number | null>((m, a) => {
          const l = a.result.audio.pause_summary.longest;
          return l === null ? m : Math.max(m ?? 0, l);
        }, null),
        over_two_seconds: counted.reduce((s, a) => s + a.result.audio.pause_summary.over_two_seconds, 0),
      },
    },
    llm_feedback: {
      strengths: withFillers('strength', prefixed((r) => r.llm_feedback.strengths)),
      improvements: withFillers('improvement', prefixed((r) => r.llm_feedback.improvements)),
      strategies: prefixed((r) => r.llm_feedback.strategies),
    },
    insights: {
      summary:
        `${given.length} of ${own.length} questions answered` +
        (notAsked > 0 ? ` (${notAsked} not asked)` : '') +
        (checked.length > 0 ? `; ${partsFound} of ${checked.length * 4} STAR parts heard in the ${checked.length} ${checked.length === 1 ? 'answer' : 'answers'} with enough clear speech.` : '.') +
        contentSentence(questions),
      recommendations: [
        ...new Set([...(fillers ? [fillers.recommendation] : []), ...answered.flatMap((a) => a.result.insights.recommendations.filter((text) => !ownFillerText.get(a.number)!(text)))]),
      ].slice(0, 5),
    },
    transcript: null,
    fillers: [],
    pauses: [],
    timeline: [],
    engines: first?.engines ?? { transcriber: 'none', transcriber_detail: null, video_model: 'none', feedback: 'built-in' },
    quality: {
      flags: [...new Set(answered.flatMap((a) => a.result.quality.flags))],
      face_visible_ratio: fraction((r) => r.quality.face_visible_ratio),
      media_duration: round(mediaDuration, 2) ?? 0,
    },
    questions,
  };
}
