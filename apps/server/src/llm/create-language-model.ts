import type { Config } from '../config.ts';
import type { LanguageModel } from './language-model.ts';
import { OpenAiLanguageModel } from './openai-language-model.ts';

/** The configured model, or null when the built-in coach should answer. */
export function createLanguageModel(config: Pick<Config, 'llm'>): LanguageModel | null {
  return config.llm ? new OpenAiLanguageModel(config.llm) : null;
}
