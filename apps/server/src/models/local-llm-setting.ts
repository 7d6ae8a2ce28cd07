import { LOCAL_LLM_MODELS, type LocalLlmName } from './local-llm-catalogue.ts';
import type { ModelSetting } from './model-catalogue.ts';
import { parseModelSetting } from './model-setting.ts';

/** What LOCAL_LLM_MODEL chooses: a published model fetched by name, a GGUF file of the operator's, or none (the built-in rules). */
export type LocalLlmSetting = ModelSetting<LocalLlmName>;

export function parseLocalLlmSetting(value: string): LocalLlmSetting {
  return parseModelSetting(value, LOCAL_LLM_MODELS);
}

/** For messages: what LOCAL_LLM_MODEL accepts. */
export const LOCAL_LLM_CHOICES = `none, ${Object.keys(LOCAL_LLM_MODELS).join(', ')} or the path of a GGUF file`;
