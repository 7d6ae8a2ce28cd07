import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { espeakSpeechSynthesis, parseVoiceList, wordsPerMinute } from './espeak-speech-synthesis.ts';
import { UnknownVoiceError } from './speech-synthesis.ts';
import { readWavFacts } from './wav-header.ts';

const run = promisify(execFile);
const synthesis = espeakSpeechSynthesis();
const QUESTION = 'Tell me about a time you had to deliver bad news to a customer, and what you did next.';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('espeak-ng speech synthesis', () => {
  it('speaks a question as a valid WAV of a plausible length', async () => {
    const speech = await synthesis.synthesise({ text: QUESTION, speed: 1 });
    const wav = await collect(speech.audio);
    const facts = readWavFacts(wav);
    expect(facts).toMatchObject({ channels: 1, bitsPerSample: 16 });
    // 19 words at 175 words a minute: about 6.5 s of speech, with espeak-ng's pauses at the comma and the end.
    expect(facts!.duration).toBeGreaterThan(4);
    expect(facts!.duration).toBeLessThan(10);

    const dir = await mkdtemp(join(tmpdir(), 'espeak-'));
    try {
      await writeFile(join(dir, 'q.wav'), wav);
      const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,sample_rate,channels', '-of', 'json', join(dir, 'q.wav')]);
      expect(JSON.parse(stdout).streams[0]).toMatchObject({ codec_name: 'pcm_s16le', channels: 1 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('speaks slower at a lower speed and in another voice', async () => {
    const fast = readWavFacts(await collect((await synthesis.synthesise({ text: QUESTION, speed: 1.5 })).audio))!;
    const slow = readWavFacts(await collect((await synthesis.synthesise({ text: QUESTION, speed: 0.7, voice: 'en-gb+f3' })).audio))!;
    expect(slow.duration).toBeGreaterThan(fast.duration * 1.5);
  });

  it('reads an option-like text as words, not as an option', async () => {
    const speech = await synthesis.synthesise({ text: '--version -w /tmp/x.wav', speed: 1 });
    const facts = readWavFacts(await collect(speech.audio));
    expect(facts!.duration).toBeGreaterThan(0.5);
  });

  it('refuses a voice it does not have and text with nothing to say', async () => {
    await expect(synthesis.synthesise({ text: 'Hello', speed: 1, voice: 'xx-nowhere' })).rejects.toBeInstanceOf(UnknownVoiceError);
    await expect(synthesis.synthesise({ text: 'Hello', speed: 1, voice: 'en-us+; rm -rf' })).rejects.toBeInstanceOf(UnknownVoiceError);
    await expect(synthesis.synthesise({ text: ' \u0001 ', speed: 1 })).rejects.toThrow(/Nothing to say/);
  });

  it('stops the engine when the listener goes away', async () => {
    const controller = new AbortController();
    const speech = await synthesis.synthesise({ text: QUESTION.repeat(8), speed: 1 }, controller.signal);
    controller.abort();
    await expect(collect(speech.audio)).rejects.toThrow();
  });

  it('offers its English voices, without mbrola ones or variants', async () => {
    const voices = await synthesis.voices();
    expect(voices.map((v) => v.id)).toEqual(expect.arrayContaining(['en-us', 'en-gb']));
    expect(voices.map((v) => v.label)).not.toContain('Storm');
    expect(parseVoiceList('Pty Language Age/Gender VoiceName File Other\n 5  variant  --/M  Storm  !v/Storm  (en-us 5)\n')).toEqual([]);
    expect(parseVoiceList('Pty Language Age/Gender VoiceName File Other\n 5  en-us  --/F  us-mbrola-1  mb/mb-us1  (en 8)\n')).toEqual([]);
  });

  it('maps speed to words per minute within the allowed range', () => {
    expect(wordsPerMinute(1)).toBe(175);
    expect(wordsPerMinute(10)).toBe(wordsPerMinute(1.5));
    expect(wordsPerMinute(Number.NaN)).toBe(175);
  });
});
