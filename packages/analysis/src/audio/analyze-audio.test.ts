import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audioResultSchema } from '@rehearse/contract/analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_OPTIONS } from '../analysis-options.ts';
import { analyzeAudio } from './analyze-audio.ts';
import { systemFilesPresent } from '../fixtures/system-files.ts';

/** Real media made on the fly with espeak-ng, sox and ffmpeg, plus LibriVox clips (with transcripts) from pocketsphinx-testdata. */
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
let dir = '';

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
function seconds(file: string): number {
  return Number(run('soxi', ['-D', file]).trim());
}
function speak(name: string, text: string): string {
  const raw = join(dir, `${name}.raw.wav`);
  const out = join(dir, `${name}.wav`);
  run('espeak-ng', ['-w', raw, text]);
  run('sox', [raw, '-r', '16000', '-b', '16', '-c', '1', out]);
  return out;
}
function silence(name: string, length: number): string {
  const out = join(dir, `${name}.wav`);
  run('sox', ['-n', '-r', '16000', '-b', '16', '-c', '1', out, 'trim', '0', String(length)]);
  return out;
}
/** The same samples in a Matroska file: the engine reads only recording containers, never a bare WAV. */
function inMatroska(wav: string): string {
  const out = wav.replace(/\.wav$/, '.mkv');
  run('ffmpeg', ['-v', 'error', '-y', '-i', wav, '-c:a', 'copy', '-f', 'matroska', out]);
  return out;
}
/** Wraps audio in an H.264 + AAC MP4 with a plain picture, as an upload would be. */
function toMp4(name: string, wav: string): string {
  const out = join(dir, `${name}.mp4`);
  run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=gray:s=320x240:r=10', '-i', wav, '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', out]);
  return out;
}

const options = (transcriber: 'auto' | 'none' | 'pocketsphinx') => ({ ...DEFAULT_ANALYSIS_OPTIONS, transcriber });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'audio-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('analyzeAudio on real media', () => {
  it('finds a 3 s pause between two sentences at the right time, and estimates words without a transcriber', async () => {
    const first = speak('first', 'Thank you for having me. I have worked as a software engineer for five years.');
    const second = speak('second', 'In my last role I led a team of four people on a payments project.');
    const firstLength = seconds(first);
    const wav = join(dir, 'pause.wav');
    run('sox', [first, silence('gap', 3), second, wav]);
    const mp4 = toMp4('pause', wav);
    const duration = seconds(wav);

    const result = await analyzeAudio(mp4, { duration, hasAudio: true, options: options('none') });

    expect(audioResultSchema.parse(result.audio)).toBeTruthy();
    const long = result.pauses.filter((p) => p.duration > 2);
    expect(long).toHaveLength(1);
    expect(long[0]?.start).toBeGreaterThan(firstLength - 0.8);
    expect(long[0]?.start).toBeLessThan(firstLength + 0.2);
    expect(long[0]?.end).toBeGreaterThan(firstLength + 2.9);
    expect(long[0]?.end).toBeLessThan(firstLength + 3.5);
    expect(result.flags).toEqual(['no_transcriber']);
    expect(result.transcript).toBeNull();
    expect(result.transcriber.engine).toBe('none');
    // 29 spoken words; syllable nuclei / 1.5 is an estimate, so only its order of magnitude is asserted.
    expect(result.audio.metrics.words_estimated).toBe(true);
    expect(result.audio.metrics.word_count).toBeGreaterThan(15);
    expect(result.audio.metrics.word_count).toBeLessThan(45);
    expect(result.audio.performance_score).not.toBeNull();
    expect(result.loudnessPerSecond).toHaveLength(Math.ceil(duration));
    const gapSecond = Math.floor(firstLength) + 2; // wholly inside the silence
    expect(result.loudnessPerSecond[gapSecond]).toBeNull();
    expect(result.loudnessPerSecond[1]).not.toBeNull();
  });

  it('finds an acoustic filled pause (a flat, steady "uhh" between silences) where it is', async () => {
    const sentence = speak('sentence', 'Let me think about that question.');
    const uhh = join(dir, 'uhh.wav');
    // A held vowel: 110 Hz with harmonics, steady level, 0.6 s with short fades.
    run('sox', ['-n', '-r', '16000', '-b', '16', '-c', '1', uhh, 'synth', '0.6', 'sawtooth', '110', 'lowpass', '1200', 'vol', '0.3', 'fade', '0.03', '0.6', '0.03']);
    const wav = join(dir, 'filled.wav');
    run('sox', [sentence, silence('s1', 1), uhh, silence('s2', 1), sentence, wav]);
    const at = seconds(sentence) + 1;

    const result = await analyzeAudio(inMatroska(wav), { duration: seconds(wav), hasAudio: true, options: options('none') });

    const acoustic = result.fillers.filter((f) => f.method === 'acoustic');
    expect(acoustic.some((f) => f.start > at - 0.15 && f.end < at + 0.75)).toBe(true);
    expect(result.audio.metrics.filler_words).toBe(result.fillers.length);
  });

  it('flags silence as no speech and measures nothing', async () => {
    const wav = silence('silent', 4);
    const result = await analyzeAudio(inMatroska(wav), { duration: 4, hasAudio: true, options: options('auto') });
    expect(result.flags).toContain('no_speech');
    const { metrics } = result.audio;
    expect(result.audio.performance_score).toBeNull();
    expect([metrics.speaking_pace, metrics.word_count, metrics.filler_words, metrics.clarity_score, metrics.fluency_score]).toEqual([null, null, null, null, null]);
    expect(metrics.duration).toBe(4);
    expect(result.audio.loudness.mean_dbfs).toBeNull();
    expect(result.loudnessPerSecond).toEqual([null, null, null, null]);
  });

  it('reports a missing audio stream without running anything', async () => {
    const result = await analyzeAudio('/nonexistent.mp4', { duration: 2.5, hasAudio: false, options: options('auto') });
    expect(result.flags).toEqual(['no_audio_stream']);
    expect(result.audio.metrics.word_count).toBeNull();
    expect(result.loudnessPerSecond).toEqual([null, null, null]);
    expect(result.transcriber.engine).toBe('none');
  });

  it('fails with ffmpeg\'s reason on a file that is not media', async () => {
    const bogus = join(dir, 'bogus.mp4');
    run('sh', ['-c', `echo not a video > ${bogus}`]);
    await expect(analyzeAudio(bogus, { duration: 1, hasAudio: true, options: options('none') })).rejects.toThrow(/ffmpeg could not decode/);
  });

  it.runIf(systemFilesPresent('pocketsphinx-testdata', [LIBRIVOX]))('transcribes LibriVox read speech: word count and WPM within 15 % of the transcript', async () => {
    const ids = readFileSync(join(LIBRIVOX, 'fileids'), 'utf8').trim().split('\n');
    const truthWords = readFileSync(join(LIBRIVOX, 'transcription'), 'utf8')
      .replace(/\([^)]*\)|<\/?s>/g, ' ')
      .trim()
      .split(/\s+/).length; // 72 words
    const parts: string[] = [];
    for (const [i, id] of ids.entries()) parts.push(join(LIBRIVOX, `${id}.wav`), silence(`lv-gap-${i}`, 0.6));
    const wav = join(dir, 'librivox.wav');
    run('sox', [...parts, wav]);
    const duration = seconds(wav);

    const result = await analyzeAudio(inMatroska(wav), { duration, hasAudio: true, options: options('pocketsphinx') });

    expect(result.transcriber.engine).toBe('pocketsphinx');
    expect(result.flags).toEqual([]);
    const { metrics } = result.audio;
    expect(metrics.words_estimated).toBe(false);
    expect(Math.abs((metrics.word_count ?? 0) - truthWords) / truthWords).toBeLessThan(0.15);
    const truthPace = truthWords / (duration / 60);
    expect(Math.abs((metrics.speaking_pace ?? 0) - truthPace) / truthPace).toBeLessThan(0.15);
    expect(result.transcript?.words.length).toBe(metrics.word_count);
    // The five clips are separated by 0.6 s of silence (plus the clips' own lead-in/out): at least four pauses.
    expect(result.pauses.length).toBeGreaterThanOrEqual(4);
    expect(result.audio.pitch.median_hz).toBeGreaterThan(75);
    expect(result.audio.pitch.median_hz).toBeLessThan(140); // a male reader
    expect(audioResultSchema.parse(result.audio)).toBeTruthy();
  });
});
