import type { JsonOutputSchema } from './json-output-schema.ts';
import type { PromptMessage } from './prompts/prompt-message.ts';

export interface CompletionOptions {
  signal?: AbortSignal;
  /**
   * The reply must be JSON of this shape: the local model is held to it by a grammar, a hosted one is sent it as
   * `response_format`. The caller still validates the reply (structured-completion.ts).
   */
  output?: JsonOutputSchema;
  /** The most tokens the reply may take; a reply cut here is not trusted (a half-written JSON object never parses). */
  maxTokens?: number;
}

/**
 * A text-writing model (port). Adapters: a hosted OpenAI-compatible service (LLM_BASE_URL), or the local model run in
 * this process (LOCAL_LLM_MODEL); without either the built-in coach answers instead, so callers get `null`.
 */
export interface LanguageModel {
  /** Names the model in logs and disclosures. */
  readonly name: string;
  complete(messages: readonly PromptMessage[], options?: CompletionOptions): Promise<string>;
  /** Yields the reply as it is written. */
  stream(messages: readonly PromptMessage[], options?: { signal?: AbortSignal; maxTokens?: number }): AsyncIterable<string>;
}

/** The model failed, timed out, refused, or answered nothing usable. */
export class LanguageModelError extends Error {
  override name = 'LanguageModelError';
}
