// `npm run bench:asr`: word error rate and real-time factor of each available speech recogniser on every recording
// with a reference text on this machine (pocketsphinx-testdata's LibriVox and "cards" clips, and the project's
// talking-head fixture: three LibriVox clips through AAC with a spoken 'um'). WER = (S + D + I) / reference words after
// the same normalisation of both texts; overall WER sums edits and words over all clips. RTF = decoding wall time ÷
// audio duration (one process at a time). Whisper (2 threads) runs on WHISPER_MODEL, else on the generated test model.
// `--sweep` also runs the PocketSphinx decoder settings tried while tuning (docs/BENCHMARKS.md records them);
// `--try "<pocketsphinx_batch options>"` adds one more.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createPocketsphinxTranscriber,
  createWhisperTranscriber,
  ensureFixtures,
  normaliseForWer,
  referenceSpeechClips,
  wordErrorRate,
  writeRandomWhisperModel,
} from '@rehearse/analysis/test-fixtures';
import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';

const { values } = parseArgs({ options: { sweep: { type: 'boolean', default: false }, try: { type: 'string' } } });

interface Clip {
  id: string;
  path: string;
  text: string;
  seconds: number;
}

/** A 16 kHz 16-bit mono WAV's duration from its size (44-byte header). */
function wavSeconds(path: string): number {
  return (statSync(path).size - 44) / 32000;
}

const temp = mkdtempSync(join(os.tmpdir(), 'asr-bench-'));
const fixtures = await ensureFixtures();
const talkingHeadWav = join(temp, 'talking-head.wav');
// -bitexact: no LIST chunk, so the header is the 44 bytes PocketSphinx skips.
execFileSync('ffmpeg', ['-v', 'error', '-i', fixtures.talkingHead.path, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-bitexact', talkingHeadWav]);
const clips: Clip[] = [
  ...(await referenceSpeechClips()).map((clip) => ({ ...clip, seconds: wavSeconds(clip.path) })),
  { id: 'fixture/talking-head', path: talkingHeadWav, text: fixtures.talkingHead.truth.transcript, seconds: wavSeconds(talkingHeadWav) },
];

/** PocketSphinx decoder settings: `current` is the transcriber's own; `--sweep` adds those tried while tuning. */
const LIMITS = ['-maxhmmpf', '3000', '-maxwpf', '5'];
const POCKETSPHINX_SETTINGS: { name: string; args: string[] | undefined }[] = [{ name: 'current', args: undefined }];
if (values.sweep) {
  POCKETSPHINX_SETTINGS.push(
    { name: 'no search limits (PocketSphinx defaults)', args: [] },
    { name: 'maxhmmpf 2000', args: ['-maxhmmpf', '2000', '-maxwpf', '5'] },
    { name: 'maxwpf 20', args: ['-maxhmmpf', '3000', '-maxwpf', '20'] },
    { name: 'lw 5.5', args: [...LIMITS, '-lw', '5.5'] },
    { name: 'lw 8', args: [...LIMITS, '-lw', '8'] },
    { name: 'lw 10', args: [...LIMITS, '-lw', '10'] },
    { name: 'wip 0.2', args: [...LIMITS, '-wip', '0.2'] },
    { name: 'wip 1.0', args: [...LIMITS, '-wip', '1.0'] },
    { name: 'lw 8 wip 0.2', args: [...LIMITS, '-lw', '8', '-wip', '0.2'] },
    { name: 'beam 1e-60 wbeam 1e-48 pbeam 1e-60', args: [...LIMITS, '-beam', '1e-60', '-wbeam', '1e-48', '-pbeam', '1e-60'] },
    { name: 'topn 6', args: [...LIMITS, '-topn', '6'] },
    { name: 'bestpath no', args: [...LIMITS, '-bestpath', 'no'] },
    { name: 'fwdflat no', args: [...LIMITS, '-fwdflat', 'no'] },
  );
}
if (values.try !== undefined) POCKETSPHINX_SETTINGS.push({ name: values.try, args: values.try.split(/\s+/) });

interface EngineRun {
  name: string;
  transcribe: (path: string) => Promise<{ text: string; words: TranscriptWord[] }>;
}
const engines: EngineRun[] = POCKETSPHINX_SETTINGS.map(({ name, args }) => {
  const transcriber = createPocketsphinxTranscriber('pocketsphinx_batch', args);
  return { name: `pocketsphinx ${name}`, transcribe: (path) => transcriber.transcribe(path, null) };
});
// Whisper runs on the model WHISPER_MODEL names, else on the test suite's random-weight model: its WER is 100 % by
// construction (it writes nonsense); the row shows the engine runs end to end beside PocketSphinx on the same clips.
const whisperModel = process.env.WHISPER_MODEL ?? join(temp, 'ggml-tiny-random.bin');
if (!process.env.WHISPER_MODEL) await writeRandomWhisperModel(whisperModel);
const whisper = createWhisperTranscriber(whisperModel);
const whisperLimit = { task: 'whisper', ms: 10 * 60_000 };
engines.push({
  name: `whisper ${basename(whisperModel)}${process.env.WHISPER_MODEL ? '' : ' (random weights: not a quality figure; set WHISPER_MODEL=<ggml file>)'}`,
  transcribe: (path) => whisper.transcribe(path, whisperLimit),
});

const POSTERIOR_BANDS = [0.3, 0.5, 0.7, 0.9, 1];
const audioSeconds = clips.reduce((sum, clip) => sum + clip.seconds, 0);
console.log(`${clips.length} clips, ${audioSeconds.toFixed(1)} s of speech, load average ${os.loadavg()[0]?.toFixed(1)}`);
for (const engine of engines) {
  let edits = 0;
  let words = 0;
  let wall = 0;
  /** Words the recogniser was confident of (quoted in feedback) and the others: [right, all]. */
  const confident = [0, 0];
  const unsure = [0, 0];
  /** [right, all] by posterior band, to see where a quoting threshold separates right from wrong words. */
  const bands = POSTERIOR_BANDS.map(() => [0, 0]);
  console.log(`\n${engine.name}`);
  for (const clip of clips) {
    const started = performance.now();
    const { text, words: heard } = await engine.transcribe(clip.path);
    const seconds = (performance.now() - started) / 1000;
    const errors = wordErrorRate(clip.text, text);
    // Each recognised word owns as many normalised words as it yields, in order, so the alignment maps back to it.
    let index = 0;
    for (const word of heard) {
      const parts = normaliseForWer(word.word).length;
      const right = errors.hypothesisCorrect.slice(index, index + parts).every(Boolean);
      index += parts;
      if (parts === 0) continue;
      const tally = isQuotableWord(word) ? confident : unsure;
      tally[0] = (tally[0] ?? 0) + (right ? 1 : 0);
      tally[1] = (tally[1] ?? 0) + 1;
      const band = bands[POSTERIOR_BANDS.findIndex((upper) => (word.confidence ?? 1) <= upper)];
      if (band) {
        band[0] = (band[0] ?? 0) + (right ? 1 : 0);
        band[1] = (band[1] ?? 0) + 1;
      }
    }
    const clipEdits = errors.substitutions + errors.deletions + errors.insertions;
    edits += clipEdits;
    words += errors.referenceWords;
    wall += seconds;
    console.log(
      `  ${clip.id.padEnd(48)} WER ${(errors.rate * 100).toFixed(1).padStart(5)} % (S${errors.substitutions} D${errors.deletions} I${errors.insertions} / ${errors.referenceWords})  RTF ${(seconds / clip.seconds).toFixed(2)}  «${text}»`,
    );
  }
  const share = ([right = 0, all = 0]: number[]) => `${all === 0 ? '—' : `${((100 * right) / all).toFixed(0)} %`} right of ${all}`;
  console.log(`  words at or above the quoting threshold: ${share(confident)}; below it: ${share(unsure)}`);
  console.log(`  by posterior: ${POSTERIOR_BANDS.map((upper, i) => `≤ ${upper}: ${share(bands[i] ?? [])}`).join('; ')}`);
  console.log(`  overall: WER ${((edits / words) * 100).toFixed(1)} % (${edits} edits / ${words} words), RTF ${(wall / audioSeconds).toFixed(3)} (${wall.toFixed(1)} s for ${audioSeconds.toFixed(1)} s)`);
}
rmSync(temp, { recursive: true, force: true });
