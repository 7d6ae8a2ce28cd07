import type { ModelSetting } from './model-catalogue.ts';
import { parseModelSetting } from './model-setting.ts';
import { WHISPER_MODELS, type WhisperModelName } from './whisper-model-catalogue.ts';

/** What WHISPER_MODEL chooses: a published model fetched by name, a ggml file of the operator's, or no whisper. */
export type WhisperModelSetting = ModelSetting<WhisperModelName>;

/**
 * `none` (or `off`): PocketSphinx. A catalogue name (`tiny.en`, `base.en`, `small.en`): fetched into DATA_DIR/models.
 * Anything else is a file path, relative to the working directory.
 */
export function parseWhisperModelSetting(value: string): WhisperModelSetting {
  return parseModelSetting(value, WHISPER_MODELS);
}

/** For messages: the names WHISPER_MODEL accepts besides a path. */
export const WHISPER_MODEL_CHOICES = `none, ${Object.keys(WHISPER_MODELS).join(', ')} or the path of a ggml file`;
