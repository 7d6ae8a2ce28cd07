import { resolve } from 'node:path';
import { isWhisperModelName, WHISPER_MODELS, type WhisperModelName } from './whisper-model-catalogue.ts';

/** What WHISPER_MODEL chooses: a published model fetched by name, a ggml file of the operator's, or no whisper. */
export type WhisperModelSetting = { kind: 'name'; name: WhisperModelName } | { kind: 'file'; path: string } | { kind: 'none' };

/**
 * `none` (or `off`): PocketSphinx. A catalogue name (`tiny.en`, `base.en`, `small.en`): fetched into DATA_DIR/models.
 * Anything else is a file path, relative to the working directory.
 */
export function parseWhisperModelSetting(value: string): WhisperModelSetting {
  const trimmed = value.trim();
  if (trimmed === 'none' || trimmed === 'off') return { kind: 'none' };
  if (isWhisperModelName(trimmed)) return { kind: 'name', name: trimmed };
  return { kind: 'file', path: resolve(trimmed) };
}

/** For messages: the names WHISPER_MODEL accepts besides a path. */
export const WHISPER_MODEL_CHOICES = `none, ${Object.keys(WHISPER_MODELS).join(', ')} or the path of a ggml file`;
