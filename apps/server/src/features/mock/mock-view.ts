import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { FollowUpSuggestion, MockAnswer, MockAnswers, MockAttempt, MockQuestion, MockSession, MockSummary } from '@rehearse/contract/mock-interview';
import { mockSummarySchema } from '@rehearse/contract/mock-interview';
import { readStoredJson } from '../../db/stored-json.ts';
import { parseAnswerResult } from './answer-result.ts';
import { builtInFollowUp } from './follow-up/built-in-follow-up.ts';
import type { MockAnswerRow } from './mock-answer-repository.ts';
import type { MockAttemptRow } from './mock-attempt-repository.ts';
import type { MockSessionRow } from './mock-session-repository.ts';
import { checkStar } from './star/check-star.ts';
import { scoreOfAnswer } from './answer-score.ts';
import { typedAnswerOf } from './typed-answer-of.ts';

export function sessionView(row: MockSessionRow): MockSession {
  return {
    id: row.id,
    status: row.status,
    created_at: row.created_at,
    completed_at: row.completed_at,
    analysis_session_id: row.analysis_session_id,
    set_id: row.set_id,
    question_count: row.question_count,
  };
}

/** The stored result of a completed analysis, read once per answer. */
function completedResult(row: MockAnswerRow | MockAttemptRow): AnalysisResult | null {
  return row.analysis_status === 'completed' ? parseAnswerResult(row.analysis_result) : null;
}

/** The answer's score as the report gives it (content included, answer-score.ts); the engine's overall when the question is unknown. */
function analysisView(row: MockAnswerRow | MockAttemptRow, result: AnalysisResult | null, question: MockQuestion | undefined): MockAnswer['analysis'] {
  if (!row.analysis_status) return null;
  const analysis = { status: row.analysis_status, progress: row.analysis_progress, error: row.analysis_error };
  if (row.analysis_status !== 'completed') return analysis;
  const score = result ? (question ? scoreOfAnswer(question, result) : result.overall_score) : null;
  return { ...analysis, score };
}

/**
 * A mock answer as the API shows it: a skipped one carries only skipped=true and notes; a typed one its text and
 * content, with no recording or duration.
 */
export function answerView(row: MockAnswerRow | MockAttemptRow, result: AnalysisResult | null = completedResult(row), question?: MockQuestion): MockAnswer {
  if (row.skipped) return { skipped: true, notes: row.notes, analysis: null };
  const typed = typedAnswerOf(row, question);
  if (typed) return { skipped: false, notes: row.notes, analysis: { status: 'completed', progress: 100, error: null, score: null }, typed };
  return {
    skipped: false,
    notes: row.notes,
    duration_sec: row.duration_sec ?? 0,
    media_url: row.media_key ?? undefined,
    analysis: analysisView(row, result, question),
    ...(row.media_deleted_at ? { recording_deleted: true } : {}),
  };
}

function attemptView(row: MockAttemptRow, question: MockQuestion | undefined): MockAttempt {
  return { ...answerView(row, completedResult(row), question), attempt: row.attempt, recorded_at: row.updated_at };
}

/** The built-in follow-up an analysed answer suggests; null before its analysis completed or when nothing is missing. */
export function followUpSuggestion(row: MockAnswerRow, question: MockQuestion, result: AnalysisResult | null = completedResult(row)): FollowUpSuggestion | null {
  if (row.skipped || row.analysis_status !== 'completed') return null;
  // A typed answer is its own transcript.
  const transcript = result?.transcript ?? (row.typed_text === null ? null : { text: row.typed_text });
  if (!transcript) return null;
  return builtInFollowUp({ questionType: question.type, star: checkStar(transcript) });
}

/**
 * The session's answers keyed by question: each question's latest attempt, with its number and earlier
 * attempts once retaken, the attempt the user chose to count, and the follow-up it suggests until one is added.
 */
export function answersView(
  rows: readonly MockAnswerRow[],
  attempts: readonly MockAttemptRow[],
  questions: readonly MockQuestion[],
  counted: ReadonlyMap<string, number> = new Map(),
): MockAnswers {
  return Object.fromEntries(
    rows.map((row) => {
      const result = completedResult(row);
      const question = questions.find((q) => q.key === row.question_key);
      const view = answerView(row, result, question);
      const earlier = attempts.filter((a) => a.question_key === row.question_key).map((a) => attemptView(a, question));
      const askable = question && question.origin !== 'follow_up' && !questions.some((q) => q.follow_up_of === row.question_key);
      const followUp = askable ? followUpSuggestion(row, question, result) : null;
      return [
        row.question_key,
        {
          ...view,
          ...(row.attempt > 1 ? { attempt: row.attempt } : {}),
          ...(earlier.length > 0 ? { earlier_attempts: earlier } : {}),
          ...(counted.has(row.question_key) ? { counted_attempt: counted.get(row.question_key) } : {}),
          ...(followUp ? { follow_up: followUp } : {}),
        },
      ];
    }),
  );
}

export function parseSummary(text: string | null): MockSummary | null {
  if (!text) return null;
  const stored = readStoredJson(text, mockSummarySchema);
  return stored.readable ? stored.value : null;
}

/**
 * The session summary: questions without an answer were not asked, skipped ones were skipped; durations in seconds,
 * one decimal. The counts are of the interview's own questions: a follow-up belongs to its question (the greeting's
 * count), though its recorded answer's time is in the durations.
 */
export function summarize(questions: readonly Pick<MockQuestion, 'key' | 'follow_up_of'>[], answers: readonly MockAnswerRow[], times: { createdAt: string; completedAt: string }): MockSummary {
  const byKey = new Map(answers.map((a) => [a.question_key, a]));
  const questionKeys = questions.filter((q) => q.follow_up_of === null).map((q) => q.key);
  const given = questionKeys.map((k) => byKey.get(k)).filter((a): a is MockAnswerRow => !!a);
  const completed = given.filter((a) => !a.skipped);
  // A typed answer took no time to say: the durations are the recorded answers'.
  const recorded = questions.flatMap((q) => byKey.get(q.key) ?? []).filter((a) => !a.skipped && a.typed_text === null);
  const total = recorded.reduce((s, a) => s + (a.duration_sec ?? 0), 0);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    completion_rate: questionKeys.length > 0 ? round1((completed.length / questionKeys.length) * 100) : 0,
    completed_questions: completed.length,
    skipped_questions: given.length - completed.length,
    not_asked_questions: questionKeys.length - given.length,
    total_questions: questionKeys.length,
    total_duration: round1(total),
    average_duration: recorded.length > 0 ? round1(total / recorded.length) : 0,
    created_at: times.createdAt,
    completed_at: times.completedAt,
  };
}
