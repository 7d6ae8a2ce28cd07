import type { MockCandidateQuestionRequest, MockCandidateQuestionResponse } from '@rehearse/contract/mock-candidate-question';
import type { MockPosting } from '@rehearse/contract/mock-interview';
import type { LanguageModel } from '../../llm/language-model.ts';
import { structuredTextOrNull } from '../../llm/structured-text-or-null.ts';
import type { Logger } from '../../logging/logger.ts';
import { candidateQuestionPrompt, candidateReplyOutput } from '../../llm/prompts/candidate-question-prompt.ts';
import { postingReply } from './closing/posting-reply.ts';
import type { MockSessionAccess } from './mock-session-access.ts';

/** The interviewer's reply is waited for while the candidate listens: a model slower than this gives way to the rules. */
const MODEL_REPLY_TIMEOUT_MS = 12_000;

export interface CandidateQuestionStepDeps {
  access: MockSessionAccess;
  /** Answers from the posting when configured; the built-in rules otherwise or when it fails. */
  model: LanguageModel | null;
  logger: Logger;
}

/** The interviewer's answer to a question the candidate asks at the close of an interview. */
export class CandidateQuestionStep {
  constructor(private readonly deps: CandidateQuestionStepDeps) {}

  async reply(userId: string, request: MockCandidateQuestionRequest): Promise<MockCandidateQuestionResponse> {
    const session = await this.deps.access.active(userId, request.session_id);
    const posting = this.deps.access.posting(session);
    const question = request.question.trim();
    const written = question ? await this.written(question, posting) : null;
    if (written) return { success: true, reply: written, source: 'model' };
    const ruled = postingReply(posting, question, request.topic);
    return { success: true, reply: ruled, source: ruled ? 'posting' : 'none' };
  }

  private written(question: string, posting: MockPosting | null): Promise<string | null> {
    return structuredTextOrNull(this.deps.model, this.deps.logger, {
      messages: candidateQuestionPrompt(question, posting),
      output: candidateReplyOutput,
      text: (reply) => reply.reply,
      timeoutMs: MODEL_REPLY_TIMEOUT_MS,
      failure: 'model failed to answer the candidate question; the posting rules answer',
    });
  }
}
