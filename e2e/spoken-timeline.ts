import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The espeak-ng voice the candidate speaks with: of the voices tried through Opus and PocketSphinx, the one whose
 * "could you repeat the question?" came back with "repeat" in it, and whose answers came back in whole phrases.
 */
const VOICE = ['-v', 'en-us+edward', '-s', '150'];

/** One spoken turn of the candidate: its sentences, said with `pause` seconds of silence between them. */
export interface SpokenTurn {
  sentences: readonly string[];
  pause?: number;
  /** Seconds of silence before the turn: after the end of the previous one, or from the start of the file. */
  after: number;
}

export interface TimedTurn {
  /** Seconds from the start of the file. */
  start: number;
  end: number;
}

const dir = join(fileURLToPath(new URL('..', import.meta.url)), '.fixtures', 'fake-capture');

const seconds = (file: string) => Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString());

function spoken(text: string): { file: string; seconds: number } {
  const file = join(dir, `spoken-${createHash('sha256').update(`${VOICE.join(' ')}|${text}`).digest('hex').slice(0, 16)}.wav`);
  if (!existsSync(file)) execFileSync('espeak-ng', [...VOICE, '-w', file, text]);
  return { file, seconds: seconds(file) };
}

/**
 * A 48 kHz 16-bit mono WAV for Chromium's fake microphone (`--use-file-for-fake-audio-capture=…%noloop` plays it once
 * from when the page opens the microphone): each turn's sentences at their place, silence everywhere else, then
 * `tail` seconds of silence. Made once per timeline under .fixtures/; returns where each turn starts and ends.
 */
export function spokenTimeline(name: string, turns: readonly SpokenTurn[], tail: number): { file: string; turns: TimedTurn[] } {
  mkdirSync(dir, { recursive: true });
  const inputs: string[] = [];
  const timed: TimedTurn[] = [];
  let at = 0;
  const silence = (length: number) => inputs.push(`silence:${length}`);
  for (const turn of turns) {
    silence(turn.after);
    at += turn.after;
    const start = at;
    turn.sentences.forEach((sentence, i) => {
      if (i > 0) {
        silence(turn.pause ?? 0);
        at += turn.pause ?? 0;
      }
      const part = spoken(sentence);
      inputs.push(part.file);
      at += part.seconds;
    });
    timed.push({ start, end: at });
  }
  silence(tail);
  const key = createHash('sha256').update(JSON.stringify({ VOICE, turns, tail })).digest('hex').slice(0, 12);
  const file = join(dir, `${name}-${key}.wav`);
  if (!existsSync(file)) {
    const args = inputs.flatMap((input) => (input.startsWith('silence:') ? ['-f', 'lavfi', '-t', input.slice(8), '-i', 'anullsrc=r=48000:cl=mono'] : ['-i', input]));
    const chain = inputs.map((input, i) => (input.startsWith('silence:') ? `[${i}:a]` : `[a${i}]`)).join('');
    const resampled = inputs.map((input, i) => (input.startsWith('silence:') ? '' : `[${i}:a]aresample=48000,aformat=channel_layouts=mono[a${i}];`)).join('');
    execFileSync('ffmpeg', [
      '-v', 'error', '-y', ...args,
      '-filter_complex', `${resampled}${chain}concat=n=${inputs.length}:v=0:a=1[out]`,
      '-map', '[out]', '-ac', '1', '-ar', '48000', '-c:a', 'pcm_s16le', file,
    ]);
  }
  // The file's own length is the truth: the timeline's sums must match it, or the turns are not where they are said to be.
  const made = seconds(file);
  if (Math.abs(made - (at + tail)) > 0.2) throw new Error(`${file} lasts ${made} s, not the ${at + tail} s laid out`);
  return { file, turns: timed };
}
