import type { PromptMessage } from '@rehearse/coach/coach-prompt';

/**
 * A text-writing model (port). The one adapter speaks OpenAI-compatible chat completions;
 * without a configured model the built-in coach answers instead, so callers get `null`.
 */
export interface LanguageModel {
  /** Names the model in logs and disclosures. */
  readonly name: string;
  complete(messages: readonly PromptMessage[], options?: { signal?: AbortSignal }): Promise<string>;
  /** Yields the reply as it is written. */
  stream(messages: readonly PromptMessage[], options?: { signal?: AbortSignal }): AsyncIterable<string>;
}

/** The model failed, timed out or answered nothing. */
export class LanguageModelError extends Error {
  override name = 'LanguageModelError';
}
