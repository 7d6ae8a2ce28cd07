import { builtInAnswer, type AnswerContext } from '@rehearse/coach/built-in-coach';
import { coachPromptMessages } from '../../llm/prompts/coach-prompt.ts';
import { passagesAlreadyGiven } from '@rehearse/coach/guidance-memory';
import type { GuidanceSearch } from '@rehearse/coach/guidance-search';
import { buildPerformanceProfile, type PerformanceProfile } from '@rehearse/coach/performance-profile';
import { COACH_FALLBACK_NOTICE, type CoachAskResponse, type CoachSource } from '@rehearse/contract/coach';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { Logger } from '../../logging/logger.ts';
import { coachAnalysesOf } from './coach-analyses-query.ts';
import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';
import { CoachMessageRepository } from './coach-message-repository.ts';

/** The model failed and the configuration forbids the built-in fallback: the route answers 503. */
/** How many of the latest messages are read to avoid repeating the guidance they gave. */
const RECENT_MESSAGES = 12;

export class CoachUnavailableError extends Error {
  override name = 'CoachUnavailableError';
}

/** The latest completed analyses the coach's profile is built from. */
const COACH_ANALYSES_LIMIT = 20;

export interface CoachServiceDeps {
  /** The user's completed analyses (the analysis feature's read model). */
  analyses: Pick<AnalysisReadModel, 'completedOf'>;
  db: Kysely<DatabaseSchema>;
  search: GuidanceSearch;
  /** null: the built-in coach answers every question. */
  model: LanguageModel | null;
  fallback: boolean;
  logger: Logger;
}

/** Answers a question from the user's analyses, stores the exchange, and returns both messages. */
export class CoachService {
  private readonly messages: CoachMessageRepository;

  constructor(private readonly deps: CoachServiceDeps) {
    this.messages = new CoachMessageRepository(deps.db);
  }

  /** `onText` receives the reply as the model writes it (streaming); built-in answers arrive whole. */
  async ask(userId: string, question: string, onText?: (text: string) => Promise<void> | void): Promise<CoachAskResponse> {
    const askedAt = new Date();
    const profile = buildPerformanceProfile(coachAnalysesOf(await this.deps.analyses.completedOf(userId, COACH_ANALYSES_LIMIT)));
    const context = await this.answerContext(userId);
    const { content, source } = await this.answer(question, profile, context, onText);
    const [questionMessage, answerMessage] = await this.messages.addExchange(userId, question, { content, source, at: new Date() }, askedAt);
    return { success: true, response: content, source, question_message: questionMessage, answer_message: answerMessage };
  }

  history(userId: string) {
    return this.messages.listForUser(userId);
  }

  clear(userId: string) {
    return this.messages.deleteForUser(userId);
  }

  private async answerContext(userId: string): Promise<AnswerContext> {
    const earlier = (await this.messages.listForUser(userId, RECENT_MESSAGES)).filter((m) => m.type === 'bot').map((m) => m.content);
    return { given: passagesAlreadyGiven(earlier, this.deps.search.all()) };
  }

  private async answer(
    question: string,
    profile: PerformanceProfile | null,
    context: AnswerContext,
    onText?: (text: string) => Promise<void> | void,
  ): Promise<{ content: string; source: CoachSource }> {
    const { model, search } = this.deps;
    if (!model) {
      const content = builtInAnswer(question, profile, search, context);
      await onText?.(content);
      return { content, source: 'built-in' };
    }
    const messages = coachPromptMessages(question, profile, search.search(question, 3).map((h) => h.passage));
    try {
      let content = '';
      if (onText) {
        for await (const text of model.stream(messages)) {
          content += text;
          await onText(text);
        }
        content = content.trim();
      } else {
        content = await model.complete(messages);
      }
      if (!content) throw new Error('The model answered with no text');
      return { content, source: 'model' };
    } catch (error) {
      this.deps.logger.warn({ err: error, model: model.name }, 'Language model failed; coach falls back to the built-in engine');
      if (!this.deps.fallback) throw new CoachUnavailableError(error instanceof Error ? error.message : String(error));
      return { content: `${COACH_FALLBACK_NOTICE}\n\n${builtInAnswer(question, profile, search, context)}`, source: 'fallback' };
    }
  }
}
