import type { MockQuestionResult } from '@rehearse/contract/mock-result';

/**
 * Where 'Practice Similar Question' goes: for a mock interview, a new one that opens with a question of
 * the competency of its weakest answer (lowest score; with no score at all, its first question); for an
 * upload, which has no question to match, a mock interview as drawn.
 */
export function practiceLink(questions: readonly MockQuestionResult[] | null): string {
  const first = questions?.[0];
  if (!questions || !first) return '/mock-interview';
  const weakest = questions.reduce<MockQuestionResult | null>((low, q) => (q.score !== null && (low === null || q.score < (low.score ?? Infinity)) ? q : low), null);
  return `/mock-interview?competency=${encodeURIComponent((weakest ?? first).competency)}`;
}
