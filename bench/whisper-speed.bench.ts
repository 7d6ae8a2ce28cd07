// `npm run bench:whisper`: what whisper.cpp's encoder costs on this machine for the published English models, without
// downloading them. whisper.cpp encodes every 30 s window in full, and the encoder's work depends on a model's
// dimensions, not its weights: each model is generated with random weights and the encoder of ggml-tiny.en /
// base.en / small.en (f16, as published), its decoder cut to one layer so that the random text it decodes costs
// little, and transcribes one LibriVox clip (one window) through the real transcriber with the worker's 2 threads.
// The first row is the test suite's tiny model: whisper.cpp's fixed costs alone. Not measured: decoding with the
// real decoder, whose cost grows with the words spoken (a real model's output cannot be produced without it).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createWhisperTranscriber, referenceSpeechClips, writeRandomWhisperModel } from '@rehearse/analysis/test-fixtures';

const { values } = parseArgs({ options: { models: { type: 'string', default: 'test,tiny.en,base.en,small.en' } } });

/** Published encoder dimensions (whisper.cpp's convert-pt-to-ggml.py output); `test` is TINY_WHISPER_HPARAMS. */
const ENCODERS: Record<string, { state: number; heads: number; layers: number } | null> = {
  test: null,
  'tiny.en': { state: 384, heads: 6, layers: 4 },
  'base.en': { state: 512, heads: 8, layers: 6 },
  'small.en': { state: 768, heads: 12, layers: 12 },
};

const clip = (await referenceSpeechClips()).find((c) => c.id.startsWith('librivox/'));
if (!clip) throw new Error('no LibriVox clip (apt-get install pocketsphinx-testdata)');
const dir = mkdtempSync(join(os.tmpdir(), 'whisper-speed-'));
console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), 2 threads, clip ${clip.id}`);
try {
  for (const name of values.models.split(',')) {
    if (!(name in ENCODERS)) throw new Error(`unknown model ${name}; choose from ${Object.keys(ENCODERS).join(', ')}`);
    const encoder = ENCODERS[name];
    const path = join(dir, `ggml-${name}-encoder-random.bin`);
    await writeRandomWhisperModel(path, {
      hparams: encoder
        ? { n_audio_state: encoder.state, n_text_state: encoder.state, n_audio_head: encoder.heads, n_text_head: encoder.heads, n_audio_layer: encoder.layers }
        : {},
    });
    const load = os.loadavg()[0] ?? 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    await createWhisperTranscriber(path).transcribe(clip.path, { task: 'whisper', ms: 30 * 60_000 });
    const wall = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    rmSync(path);
    console.log(
      `${name.padEnd(9)} one 30 s window: ${wall.toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} CPU-s (load average ${load.toFixed(1)})`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
