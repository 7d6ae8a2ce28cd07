// The published English whisper models' dimensions, for benchmarks that generate random-weight models of the same
// size: a model's speed depends on its dimensions, not its weights.
import { writeRandomWhisperModel } from '@rehearse/analysis/test-fixtures';

/** whisper.cpp's convert-pt-to-ggml.py output for each model; `test` is the test suite's tiny model (TINY_WHISPER_HPARAMS). */
export const WHISPER_DIMENSIONS: Record<string, { state: number; heads: number; layers: number } | null> = {
  test: null,
  'tiny.en': { state: 384, heads: 6, layers: 4 },
  'base.en': { state: 512, heads: 8, layers: 6 },
  'small.en': { state: 768, heads: 12, layers: 12 },
};

/** Writes a random-weight f16 ggml model at `name`'s published dimensions (encoder and decoder, 448 text positions). */
export async function writeModelOfPublishedSize(name: string, path: string): Promise<void> {
  if (!(name in WHISPER_DIMENSIONS)) throw new Error(`unknown model ${name}; choose from ${Object.keys(WHISPER_DIMENSIONS).join(', ')}`);
  const dims = WHISPER_DIMENSIONS[name];
  await writeRandomWhisperModel(path, {
    hparams: dims
      ? {
          ...{ n_audio_state: dims.state, n_text_state: dims.state, n_audio_head: dims.heads, n_text_head: dims.heads },
          ...{ n_audio_layer: dims.layers, n_text_layer: dims.layers, n_text_ctx: 448 },
        }
      : {},
  });
}

/**
 * What a real model decodes per 30 s window of conversational speech: 150 words a minute, 1.5 tokens per word
 * (English BPE words plus timestamp tokens).
 */
export const TOKENS_PER_WINDOW_OF_SPEECH = Math.ceil((150 / 2) * 1.5);
