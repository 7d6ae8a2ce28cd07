import type { MockClosingSummaryRequest, MockClosingSummaryResponse } from '@rehearse/contract/mock-closing-summary';
import type { LanguageModel } from '../../llm/language-model.ts';
import { structuredTextOrNull } from '../../llm/structured-text-or-null.ts';
import { closingSummaryOutput, closingSummaryPrompt, type SummarisedAnswer } from '../../llm/prompts/closing-summary-prompt.ts';
import type { Logger } from '../../logging/logger.ts';
import { closingSummary } from './closing/closing-summary.ts';
import { checkStar } from './star/check-star.ts';
import type { MockSessionAccess } from './mock-session-access.ts';

/** The summary is waited for before the goodbye: a model slower than this gives way to the rules. */
const MODEL_SUMMARY_TIMEOUT_MS = 12_000;

export interface ClosingSummaryStepDeps {
  access: MockSessionAccess;
  /** Writes the summary when configured; the built-in rules otherwise or when it fails. */
  model: LanguageModel | null;
  logger: Logger;
}

/** What the interviewer says of the interview before its goodbye, from the words heard of each answer. */
export class ClosingSummaryStep {
  constructor(private readonly deps: ClosingSummaryStepDeps) {}

  async summarise(userId: string, request: MockClosingSummaryRequest): Promise<MockClosingSummaryResponse> {
    const session = await this.deps.access.active(userId, request.session_id);
    // Every key must be one of this session's questions (a follow-up too): 404 otherwise, before anything is judged.
    const answers = request.answers.map((a) => ({ question: this.deps.access.questionOf(session, a.question_key), words: a.words.trim() }));
    const written = await this.written(answers.map((a) => ({ question: a.question.text, words: a.words })));
    if (written) return { success: true, summary: written, source: 'model' };
    const findings = answers.map((a) => ({ questionType: a.question.type, star: checkStar(a.words ? { text: a.words } : null), followUp: a.question.origin === 'follow_up' }));
    return { success: true, summary: closingSummary(findings), source: 'rules' };
  }

  private written(answers: readonly SummarisedAnswer[]): Promise<string | null> {
    return structuredTextOrNull(this.deps.model, this.deps.logger, {
      messages: closingSummaryPrompt(answers),
      output: closingSummaryOutput,
      text: (reply) => reply.summary,
      timeoutMs: MODEL_SUMMARY_TIMEOUT_MS,
      failure: 'model failed to write the closing summary; the built-in rules sum up',
    });
  }
}
