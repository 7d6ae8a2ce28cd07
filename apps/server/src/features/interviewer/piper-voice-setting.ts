import type { ModelSetting } from '../../models/model-catalogue.ts';
import { parseModelSetting } from '../../models/model-setting.ts';
import { DEFAULT_PIPER_VOICE, PIPER_VOICES, type PiperVoiceName } from './piper-voice-catalogue.ts';

/** What PIPER_VOICE chooses: a published voice fetched by name, a voice folder of the operator's, or espeak-ng only. */
export type PiperVoiceSetting = ModelSetting<PiperVoiceName>;

/**
 * Unset: the default voice, fetched at first start. `none` (or `off`): espeak-ng only. A catalogue name
 * (`en_US-lessac-medium`): fetched into DATA_DIR/models. Anything else is a voice folder (sherpa-onnx's `vits-piper-*`
 * layout), relative to the working directory.
 */
export function parsePiperVoiceSetting(value: string | undefined): PiperVoiceSetting {
  if (value === undefined || value.trim() === '') return { kind: 'name', name: DEFAULT_PIPER_VOICE };
  return parseModelSetting(value, PIPER_VOICES);
}

/** For messages: what PIPER_VOICE accepts. */
export const PIPER_VOICE_CHOICES = `none, ${Object.keys(PIPER_VOICES).join(', ')} or the path of a vits-piper voice folder`;
