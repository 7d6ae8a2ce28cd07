import type { MockAnswer, MockAnswers, MockSession, MockSummary } from '@rehearse/contract/mock-interview';
import { mockSummarySchema } from '@rehearse/contract/mock-interview';
import type { MockAnswerRow } from './mock-answer-repository.ts';
import type { MockSessionRow } from './mock-session-repository.ts';

export function sessionView(row: MockSessionRow): MockSession {
  return { id: row.id, status: row.status, created_at: row.created_at, completed_at: row.completed_at, analysis_session_id: row.analysis_session_id };
}

/** A mock answer as the API shows it: a skipped one carries only skipped=true and notes. */
export function answerView(row: MockAnswerRow): MockAnswer {
  if (row.skipped) return { skipped: true, notes: row.notes, analysis: null };
  return {
    skipped: false,
    notes: row.notes,
    duration_sec: row.duration_sec ?? 0,
    media_url: row.media_key ?? undefined,
    analysis: row.analysis_status ? { status: row.analysis_status, progress: row.analysis_progress, error: row.analysis_error } : null,
    ...(row.media_deleted_at ? { recording_deleted: true } : {}),
  };
}

export function answersView(rows: readonly MockAnswerRow[]): MockAnswers {
  return Object.fromEntries(rows.map((r) => [r.question_key, answerView(r)]));
}

export function questionKeysOf(row: MockSessionRow): string[] {
  const parsed: unknown = JSON.parse(row.question_keys);
  return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
}

export function parseSummary(text: string | null): MockSummary | null {
  if (!text) return null;
  const parsed = mockSummarySchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

/** The session summary: unanswered questions count as skipped; durations in seconds, one decimal. */
export function summarize(
  questionKeys: readonly string[],
  answers: readonly MockAnswerRow[],
  times: { createdAt: string; completedAt: string },
): MockSummary {
  const byKey = new Map(answers.map((a) => [a.question_key, a]));
  const completed = questionKeys.map((k) => byKey.get(k)).filter((a): a is MockAnswerRow => !!a && !a.skipped);
  const total = completed.reduce((s, a) => s + (a.duration_sec ?? 0), 0);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    completion_rate: questionKeys.length > 0 ? round1((completed.length / questionKeys.length) * 100) : 0,
    completed_questions: completed.length,
    skipped_questions: questionKeys.length - completed.length,
    total_duration: round1(total),
    average_duration: completed.length > 0 ? round1(total / completed.length) : 0,
    created_at: times.createdAt,
    completed_at: times.completedAt,
  };
}
