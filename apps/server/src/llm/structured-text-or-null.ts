import type { Logger } from '../logging/logger.ts';
import type { LanguageModel } from './language-model.ts';
import type { PromptMessage } from './prompts/prompt-message.ts';
import { completeStructured, type StructuredOutput } from './structured-completion.ts';

/** One text a model is asked for in a structured reply, waited for at most `timeoutMs` while the user listens. */
export interface StructuredTextRequest<T> {
  messages: readonly PromptMessage[];
  output: StructuredOutput<T>;
  /** The text in the validated reply. */
  text: (reply: T) => string;
  timeoutMs: number;
  /** Logged with the error when the model fails: what the rules do instead. */
  failure: string;
}

/**
 * The model's text, trimmed; null when there is no model, its text is blank, or it fails in any way (the timeout
 * included, logged as a warning): the caller's built-in rules answer then.
 */
export async function structuredTextOrNull<T>(model: LanguageModel | null, logger: Logger, request: StructuredTextRequest<T>): Promise<string | null> {
  if (!model) return null;
  try {
    const reply = await completeStructured(model, request.messages, request.output, AbortSignal.timeout(request.timeoutMs));
    return request.text(reply).trim() || null;
  } catch (error) {
    logger.warn({ err: error, model: model.name }, request.failure);
    return null;
  }
}
