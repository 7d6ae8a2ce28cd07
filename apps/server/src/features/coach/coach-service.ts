import { builtInAnswer, type AnswerContext } from '@rehearse/coach/built-in-coach';
import { coachContext, coachLocalContext, type ConversationTurn } from '@rehearse/coach/coach-context';
import { passagesAlreadyGiven } from '@rehearse/coach/guidance-memory';
import type { GuidanceSearch } from '@rehearse/coach/guidance-search';
import { buildPerformanceProfile, type PerformanceProfile } from '@rehearse/coach/performance-profile';
import { profileFacts } from '@rehearse/coach/profile-facts';
import {
  COACH_FALLBACK_NOTICE,
  COACH_STOPPED_NOTE,
  type CoachAskResponse,
  type CoachMessage,
  type CoachSource,
  type CoachStreamEngine,
} from '@rehearse/contract/coach';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { LanguageModelEngine } from '../../llm/language-model-selection.ts';
import { coachPromptMessages } from '../../llm/prompts/coach-prompt.ts';
import type { Logger } from '../../logging/logger.ts';
import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';
import { coachAnalysesOf } from './coach-analyses-query.ts';
import { CoachMessageRepository } from './coach-message-repository.ts';
import type { CoachDb } from './coach-tables.ts';

/** How many of the latest messages are read: to avoid repeating the guidance they gave, and as the conversation the model remembers. */
const RECENT_MESSAGES = 12;

/** The most tokens a coach answer may take (about 250 words). */
const COACH_ANSWER_TOKENS = 400;

/** The model failed and the configuration forbids the built-in fallback: the route answers 503. */
export class CoachUnavailableError extends Error {
  override name = 'CoachUnavailableError';
}

/** The latest completed analyses the coach's profile is built from. */
const COACH_ANALYSES_LIMIT = 20;

/** The installation's language model as the coach uses it: the model at the coach's place in the order, and which engine answers now. */
export interface CoachModels {
  model: LanguageModel | null;
  engine(): LanguageModelEngine;
}

export interface CoachServiceDeps {
  /** The user's completed analyses (the analysis feature's read model). */
  analyses: Pick<AnalysisReadModel, 'completedOf'>;
  db: CoachDb;
  search: GuidanceSearch;
  models: CoachModels;
  fallback: boolean;
  logger: Logger;
}

/** How an answer is delivered: its text as it is written, which engine writes it, and the user's stop. */
export interface AskOptions {
  onText?: (text: string) => Promise<void> | void;
  onEngine?: (engine: CoachStreamEngine) => Promise<void> | void;
  signal?: AbortSignal;
}

const SOURCE_OF: Record<'local-model' | 'hosted-model', CoachSource> = { 'local-model': 'local-model', 'hosted-model': 'hosted-model' };

/** Answers a question from the user's analyses, stores the exchange, and returns both messages. */
export class CoachService {
  private readonly messages: CoachMessageRepository;

  constructor(private readonly deps: CoachServiceDeps) {
    this.messages = new CoachMessageRepository(deps.db);
  }

  /** `onText` receives the reply as the model writes it (streaming); built-in answers arrive whole. A stopped answer is kept as far as it got. */
  async ask(userId: string, question: string, options: AskOptions = {}): Promise<CoachAskResponse> {
    const askedAt = new Date();
    const analyses = coachAnalysesOf(await this.deps.analyses.completedOf(userId, COACH_ANALYSES_LIMIT));
    const profile = buildPerformanceProfile(analyses);
    const recent = await this.messages.listForUser(userId, RECENT_MESSAGES);
    const { content, source } = await this.answer(question, profile, recent, options);
    const [questionMessage, answerMessage] = await this.messages.addExchange(userId, question, { content, source, at: new Date() }, askedAt);
    return { success: true, response: content, source, question_message: questionMessage, answer_message: answerMessage };
  }

  history(userId: string) {
    return this.messages.listForUser(userId);
  }

  clear(userId: string) {
    return this.messages.deleteForUser(userId);
  }

  private builtIn(question: string, profile: PerformanceProfile | null, recent: readonly CoachMessage[]): string {
    const earlier = recent.filter((m) => m.type === 'bot').map((m) => m.content);
    const context: AnswerContext = { given: passagesAlreadyGiven(earlier, this.deps.search.all()) };
    return builtInAnswer(question, profile, this.deps.search, context);
  }

  private async answer(question: string, profile: PerformanceProfile | null, recent: readonly CoachMessage[], options: AskOptions): Promise<{ content: string; source: CoachSource }> {
    const { model, engine } = this.deps.models;
    const now = engine();
    if (!model || now.kind === 'built-in') {
      await options.onEngine?.({ engine: 'built-in', model: null });
      const content = this.builtIn(question, profile, recent);
      await options.onText?.(content);
      return { content, source: 'built-in' };
    }
    await options.onEngine?.({ engine: now.kind, model: now.name });
    const guidance = this.deps.search.search(question, 3).map((h) => h.passage);
    const analyses = profile?.analyses ?? [];
    const summary = profile ? profileFacts(profile) : null;
    // The local model keeps the user's digest read between questions; a hosted one reads its whole prompt each time.
    const context =
      now.kind === 'local-model'
        ? coachLocalContext(question, analyses, conversationOf(recent), guidance, summary)
        : coachContext(question, analyses, conversationOf(recent), guidance, undefined, summary);
    const messages = coachPromptMessages(context);
    let content = '';
    try {
      for await (const text of model.stream(messages, { maxTokens: COACH_ANSWER_TOKENS, ...(options.signal ? { signal: options.signal } : {}) })) {
        content += text;
        await options.onText?.(text);
      }
      // A stopped stream may end quietly rather than throw.
      if (options.signal?.aborted) return stopped(content, SOURCE_OF[now.kind]);
      content = content.trim();
      if (!content) throw new Error('The model answered with no text');
      return { content, source: SOURCE_OF[now.kind] };
    } catch (error) {
      if (options.signal?.aborted) return stopped(content, SOURCE_OF[now.kind]);
      this.deps.logger.warn({ err: error, model: model.name }, 'Language model failed; coach falls back to the built-in engine');
      if (!this.deps.fallback) throw new CoachUnavailableError(error instanceof Error ? error.message : String(error));
      const fallback = `${COACH_FALLBACK_NOTICE}\n\n${this.builtIn(question, profile, recent)}`;
      // What the model had written is replaced: the stream starts the answer again.
      await options.onEngine?.({ engine: 'built-in', model: null });
      await options.onText?.(fallback);
      return { content: fallback, source: 'fallback' };
    }
  }
}

function stopped(content: string, source: CoachSource): { content: string; source: CoachSource } {
  return { content: `${content.trim()}\n\n${COACH_STOPPED_NOTE}`.trim(), source };
}

/** The stored messages as question-and-answer turns, oldest first (a question without its answer is left out). */
export function conversationOf(messages: readonly CoachMessage[]): ConversationTurn[] {
  return messages.flatMap((m, i) => {
    const next = messages[i + 1];
    return m.type === 'user' && next?.type === 'bot' ? [{ question: m.content, answer: next.content }] : [];
  });
}
