import OpenAI from 'openai';
import { LanguageModelError, type CompletionOptions, type LanguageModel } from './language-model.ts';
import type { PromptMessage } from './prompts/prompt-message.ts';

export interface OpenAiModelSettings {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

/** Any OpenAI-compatible chat-completions server (Ollama, llama.cpp, vLLM, OpenAI) through the official client. */
export class OpenAiLanguageModel implements LanguageModel {
  readonly name: string;
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiModelSettings) {
    this.name = settings.model;
    // Local servers need no key, but the client refuses to start without one.
    this.client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey ?? 'none', timeout: settings.timeoutMs, maxRetries: 0 });
  }

  async complete(messages: readonly PromptMessage[], options: CompletionOptions = {}): Promise<string> {
    try {
      const reply = await this.client.chat.completions.create(
        {
          model: this.settings.model,
          messages: [...messages],
          ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
          ...(options.output ? { response_format: { type: 'json_schema', json_schema: { name: options.output.name, schema: options.output.schema, strict: true } } } : {}),
        },
        { signal: this.deadline(options.signal) },
      );
      const choice = reply.choices[0];
      if (choice?.message.refusal) throw new LanguageModelError(`The model refused: ${choice.message.refusal}`);
      // A reply cut at the token cap is half a thought (or half a JSON object).
      if (choice?.finish_reason === 'length') throw new LanguageModelError(`The model's reply ran past ${options.maxTokens ?? 'its'} tokens`);
      const text = choice?.message.content?.trim() ?? '';
      if (!text) throw new LanguageModelError('The model answered with no text');
      return text;
    } catch (error) {
      throw asModelError(error);
    }
  }

  async *stream(messages: readonly PromptMessage[], options: { signal?: AbortSignal; maxTokens?: number } = {}): AsyncIterable<string> {
    try {
      const chunks = await this.client.chat.completions.create(
        { model: this.settings.model, messages: [...messages], stream: true, ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }) },
        { signal: this.deadline(options.signal) },
      );
      for await (const chunk of chunks) {
        const text = chunk.choices[0]?.delta.content;
        if (text) yield text;
      }
    } catch (error) {
      throw asModelError(error);
    }
  }

  /** The client's own timeout covers the wait for headers only; this one covers a slow stream too. */
  private deadline(signal: AbortSignal | undefined): AbortSignal {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  }
}

function asModelError(error: unknown): LanguageModelError {
  if (error instanceof LanguageModelError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new LanguageModelError(`Language model request failed: ${message}`);
}
