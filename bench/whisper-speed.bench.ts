// `npm run bench:whisper`: what whisper.cpp costs on this machine for the published English models, without
// downloading them. A model's speed depends on its dimensions, not its weights: each is generated with random weights
// at the published dimensions of ggml-tiny.en / base.en / small.en (f16, encoder and decoder, 448 text positions) and
// transcribes the five LibriVox clips of pocketsphinx-testdata joined into one recording (24.7 s, one 30 s window)
// through the real transcriber with the worker's 2 threads. RTF = wall time ÷ audio duration.
// Random weights decode an arbitrary number of tokens, so the decoder is held to what a real model writes for this
// clip: 1.5 tokens per reference word (English BPE words plus timestamp tokens), each costing what a real token costs;
// held to a budget, the random decoder writes no timestamps (whisper-transcriber.ts), so it decodes the whole budget
// once per window. `--models test,tiny.en,base.en,small.en` chooses (default test, tiny.en and base.en).
// The first row is the test suite's tiny model: whisper.cpp's fixed costs alone. `WHISPER_MODEL=<ggml file>` measures
// that real model instead, decoding as many tokens as it writes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { createWhisperTranscriber, referenceSpeechClips } from '@rehearse/analysis/test-fixtures';
import { writeModelOfPublishedSize } from './whisper-dimensions.ts';

const { values } = parseArgs({ options: { models: { type: 'string', default: 'test,tiny.en,base.en' } } });

const clips = (await referenceSpeechClips()).filter((c) => c.id.startsWith('librivox/'));
if (clips.length === 0) throw new Error('no LibriVox clip (apt-get install pocketsphinx-testdata)');
const dir = mkdtempSync(join(os.tmpdir(), 'whisper-speed-'));
const recording = join(dir, 'librivox.wav');
execFileSync('ffmpeg', [
  ...['-v', 'error', '-y'],
  ...clips.flatMap((c) => ['-i', c.path]),
  ...['-filter_complex', `concat=n=${clips.length}:v=0:a=1`, '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', '-bitexact', recording],
]);
const tokens = Math.ceil(1.5 * clips.reduce((sum, c) => sum + c.text.split(/\s+/).filter(Boolean).length, 0));
const seconds = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', recording]).toString());
console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), 2 threads, ${clips.length} LibriVox clips joined: ${seconds.toFixed(1)} s, ${tokens} tokens decoded`);
try {
  const realModel = process.env.WHISPER_MODEL;
  for (const name of realModel ? [basename(realModel)] : values.models.split(',')) {
    const path = realModel ?? join(dir, `ggml-${name}-random.bin`);
    if (!realModel) await writeModelOfPublishedSize(name, path);
    const load = os.loadavg()[0] ?? 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    await createWhisperTranscriber(path, { maxTokensPerWindow: realModel ? 0 : tokens }).transcribe(recording, { task: 'whisper', ms: 30 * 60_000 });
    const wall = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    if (!realModel) rmSync(path);
    console.log(
      `${name.padEnd(9)} ${wall.toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} CPU-s, RTF ${(wall / seconds).toFixed(3)} ` +
        `(load average ${load.toFixed(1)})`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
