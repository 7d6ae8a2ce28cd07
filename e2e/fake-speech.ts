import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A piece of the fake microphone's sound: words spoken by espeak-ng, or silence. */
export type SpeechPart = { say: string } | { silence: number };

export interface FakeSpeech {
  file: string;
  /** Each part's start and length in seconds, in order. */
  parts: { part: SpeechPart; start: number; seconds: number }[];
}

const dir = join(fileURLToPath(new URL('..', import.meta.url)), '.fixtures', 'fake-capture');
const seconds = (file: string) => Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString());

/**
 * A fake-microphone WAV (48 kHz, 16-bit mono, for `--use-file-for-fake-audio-capture`) of espeak-ng speech and
 * silences, made once under .fixtures/ as `name`. The en-us+f2 voice at 160 words a minute is the one PocketSphinx
 * recognises best among espeak-ng's English voices ("sorry could you repeat the question please" word for word,
 * where en-us heard "sorry but you're the western please").
 */
export function fakeSpeechWav(name: string, script: readonly SpeechPart[], voice = 'en-us+f2', wordsPerMinute = 160): FakeSpeech {
  mkdirSync(dir, { recursive: true });
  const inputs: string[] = [];
  const parts: FakeSpeech['parts'] = [];
  let at = 0;
  for (const [i, part] of script.entries()) {
    if ('silence' in part) {
      inputs.push('-f', 'lavfi', '-t', String(part.silence), '-i', 'anullsrc=r=48000:cl=mono');
      parts.push({ part, start: at, seconds: part.silence });
      at += part.silence;
      continue;
    }
    const spoken = join(dir, `${name}-${i}.wav`);
    if (!existsSync(spoken)) {
      const raw = join(dir, `${name}-${i}.raw.wav`);
      execFileSync('espeak-ng', ['-v', voice, '-s', String(wordsPerMinute), '-w', raw, part.say]);
      // espeak-ng leaves silence before and after the words: cut, so that a pause in the script is the pause heard.
      const trim = 'silenceremove=start_periods=1:start_threshold=-50dB';
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', raw, '-af', `${trim},areverse,${trim},areverse`, '-c:a', 'pcm_s16le', spoken]);
    }
    inputs.push('-i', spoken);
    const length = seconds(spoken);
    parts.push({ part, start: at, seconds: length });
    at += length;
  }
  const file = join(dir, `${name}.wav`);
  if (!existsSync(file)) {
    const resampled = script.map((_, i) => `[${i}:a]aresample=48000,aformat=channel_layouts=mono[a${i}]`).join(';');
    const joined = script.map((_, i) => `[a${i}]`).join('');
    execFileSync('ffmpeg', [
      '-v', 'error', '-y', ...inputs,
      '-filter_complex', `${resampled};${joined}concat=n=${script.length}:v=0:a=1[out]`,
      '-map', '[out]', '-ac', '1', '-ar', '48000', '-c:a', 'pcm_s16le', file,
    ]);
  }
  return { file, parts };
}
