import { MOCK_TEXTS } from './mock-texts.ts';
import { TYPED_ANSWER_TEXTS } from '../../lib/typed-answer-texts.ts';
import type { MockAnswer } from '@rehearse/contract/mock-interview';
import { formatScore } from '@rehearse/contract/number-format';
import { MOCK_SCREEN_TEXTS } from './mock-screen-texts.ts';

/**
 * What the completion screen says of one question: its score once analysed, its analysis while it runs, or why it has none.
 * `reportScore`: the report's score for the question, once the report is ready (the same number, content included).
 */
export function answerStatusText(answer: MockAnswer | undefined, reportScore?: number | null): string {
  if (!answer) return MOCK_SCREEN_TEXTS.notAsked;
  if (answer.skipped) return MOCK_TEXTS.skipped;
  // Content only: its content score, never an answer score it does not have.
  if (answer.typed) return answer.typed.content.score === null ? TYPED_ANSWER_TEXTS.badge : TYPED_ANSWER_TEXTS.contentScore(formatScore(answer.typed.content.score));
  const analysis = answer.analysis;
  if (!analysis || analysis.status === 'queued') return MOCK_SCREEN_TEXTS.queued;
  if (analysis.status === 'processing' || analysis.status === 'in_progress') return `${MOCK_SCREEN_TEXTS.analysing} ${analysis.progress}%`;
  if (analysis.status === 'failed') return MOCK_SCREEN_TEXTS.analysisFailed;
  const score = reportScore ?? analysis.score;
  return score === null || score === undefined ? MOCK_TEXTS.completed : MOCK_SCREEN_TEXTS.scoreOf(formatScore(score));
}
