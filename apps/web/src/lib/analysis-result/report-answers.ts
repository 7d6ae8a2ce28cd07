import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { STAR_PARTS } from '@rehearse/contract/mock-result';
import { formatScore, NOT_JUDGED, NOT_MEASURED } from '@rehearse/contract/number-format';
import { TYPED_ANSWER_TEXTS } from '../typed-answer-texts.ts';
import { untimedContent } from '@rehearse/contract/untimed-content';
import { STAR_PART_LABELS } from '../star-sentence-text.ts';
import { mockQuestionPlaces, placeBadge } from '@rehearse/contract/mock-question-places';

/** One question of a mock interview as its report files print it: the web report's per-question facts, in its words. */
export interface ReportAnswer {
  heading: string;
  lines: string[];
}

/** The model's rubric parts, in the order and words the answer card shows them. */
const RUBRIC_PARTS = [
  ['structure', 'Structure'],
  ['specifics', 'Specifics'],
  ['relevance', 'Relevance'],
  ['impact', 'Impact'],
] as const;

/** The model's rubric and 'Your answer, rebuilt' as lines; else why there are none (or that they are on their way). */
function reviewLines(content: NonNullable<MockQuestionResult['content']>): string[] {
  if (!content.ai) return content.ai_fallback ? [content.ai_fallback] : [];
  const { rubric, rebuilt } = content.ai;
  return [
    ...(rubric ? RUBRIC_PARTS.map(([key, label]) => `Rubric, ${label}: ${rubric[key].score}/5, ${rubric[key].justification}`) : []),
    ...(rebuilt ? [`Your answer, rebuilt (AI): ${rebuilt}`] : []),
  ];
}

/** How the answer was given, as the report's badges name it. */
function answerState(q: MockQuestionResult): string {
  if (q.status === 'not_asked') return 'Not asked';
  if (q.skipped) return 'Skipped';
  return q.typed ? TYPED_ANSWER_TEXTS.badge : 'Answered';
}

/**
 * Each question: its text, answered/typed/skipped, its score (or why none), the content findings in brief, the model's
 * rubric and rebuilt answer (or why none, or that they are on their way), the STAR parts missing.
 */
export function reportAnswers(questions: readonly MockQuestionResult[]): ReportAnswer[] {
  const places = mockQuestionPlaces(questions);
  return questions.map((q, i) => {
    const lines = [answerState(q)];
    if (q.status !== 'not_asked' && !q.skipped) {
      if (!q.typed) lines.push(`Score: ${q.score === null ? NOT_MEASURED : formatScore(q.score)}`);
      const content = q.content ? untimedContent(q.content) : null;
      if (content?.status === 'judged') {
        lines.push(`Content: ${content.score === null ? NOT_JUDGED : formatScore(content.score)}`);
        lines.push(...content.findings.map((f) => `${f.kind === 'strength' ? 'Strength' : 'To improve'}: ${f.headline}`));
        lines.push(...reviewLines(content));
      } else if (content) lines.push(`Content: ${NOT_JUDGED}${content.note ? ` (${content.note})` : ''}`);
      if (q.star_status === 'checked') {
        const missing = STAR_PARTS.filter((part) => !q.star[part].present).map((part) => STAR_PART_LABELS[part]);
        lines.push(missing.length === 0 ? 'STAR parts missing: none' : `STAR parts missing: ${missing.join(', ')}`);
      } else lines.push(`STAR parts: ${NOT_JUDGED}`);
    }
    return { heading: `${placeBadge(places[i]!)}. ${q.question}`, lines };
  });
}
