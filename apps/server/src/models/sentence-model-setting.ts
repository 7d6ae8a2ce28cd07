import type { ModelSetting } from './model-catalogue.ts';
import { parseModelSetting } from './model-setting.ts';
import { SENTENCE_MODELS, type SentenceModelName } from './sentence-model-catalogue.ts';

/** What SENTENCE_MODEL chooses: a published model fetched by name, a model folder of the operator's, or none (the built-in word vectors). */
export type SentenceModelSetting = ModelSetting<SentenceModelName>;

export function parseSentenceModelSetting(value: string): SentenceModelSetting {
  return parseModelSetting(value, SENTENCE_MODELS);
}

/** For messages: what SENTENCE_MODEL accepts. */
export const SENTENCE_MODEL_CHOICES = `none, ${Object.keys(SENTENCE_MODELS).join(', ')} or the path of a folder with model.onnx, tokenizer.json and tokenizer_config.json`;
