import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { espeakDataDir } from './espeak-speech-synthesis.ts';
import { pcm16, piperSpeechSynthesis, type OfflineTtsEngine } from './piper-speech-synthesis.ts';
import { phonemeIdsOf, TEST_VOICE_SAMPLE_RATE, tinyPiperConfig, writeTinyPiperFolder } from './piper-test-voice.ts';
import { readPiperVoiceFolder } from './piper-voice-folder.ts';
import { UnknownVoiceError } from './speech-synthesis.ts';
import { pcmWavHeader } from '@rehearse/analysis';
import { readWavFacts } from './wav-header.ts';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'piper-voice-'));
  await writeTinyPiperFolder(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('Piper speech synthesis on sherpa-onnx', () => {
  it('speaks through espeak-ng phonemes and the voice token table, as a streamed 16-bit WAV at the voice rate', async () => {
    const files = await readPiperVoiceFolder(dir, () => espeakDataDir());
    expect(files.sampleRate).toBe(TEST_VOICE_SAMPLE_RATE);
    const piper = piperSpeechSynthesis({ voice: { id: 'en_US-test-x_low', label: 'Test' }, files, numThreads: 1 });
    expect(await piper.voices()).toEqual([{ id: 'en_US-test-x_low', label: 'Test', engine: 'piper' }]);

    const speech = await piper.synthesise({ text: 'Hello there. Tell me about yourself.', speed: 1 });
    expect(speech).toMatchObject({ engine: 'piper', voice: 'en_US-test-x_low', contentType: 'audio/wav' });
    const wav = await collect(speech.audio);
    expect(readWavFacts(wav)).toMatchObject({ sampleRate: TEST_VOICE_SAMPLE_RATE, channels: 1, bitsPerSample: 16 });
    // Each sentence framed as Piper frames it, ^ … $, with the pad id between phonemes; "there" begins with ð.
    const table = tinyPiperConfig().phoneme_id_map as Record<string, number[]>;
    const id = (symbol: string) => table[symbol]![0]!;
    const ids = phonemeIdsOf(wav.subarray(44));
    expect(ids[0]).toBe(id('^'));
    expect(ids.at(-1)).toBe(id('$'));
    expect(ids.filter((i) => i === id('^'))).toHaveLength(2);
    expect(ids).toContain(id('ð'));
    expect(ids).toContain(id('ˈ'));
  });

  it('refuses a voice it does not have', async () => {
    const files = await readPiperVoiceFolder(dir, () => espeakDataDir());
    const piper = piperSpeechSynthesis({ voice: { id: 'en_US-test-x_low', label: 'Test' }, files, numThreads: 1 });
    await expect(piper.synthesise({ text: 'Hello.', voice: 'en-us', speed: 1 })).rejects.toBeInstanceOf(UnknownVoiceError);
  });

  it('sends each sentence as it is made, stops at the next sentence once aborted, and runs one utterance at a time', async () => {
    const order: string[] = [];
    const engine: OfflineTtsEngine = {
      sampleRate: 22_050,
      async generateAsync({ text, onProgress }) {
        order.push(`start ${text}`);
        for (const sentence of text.split('. ')) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (onProgress?.({ samples: new Float32Array(sentence.length).fill(0.5), progress: 0 }) === 0) break;
        }
        order.push(`end ${text}`);
        return { samples: new Float32Array(0), sampleRate: 22_050 };
      },
    };
    const piper = piperSpeechSynthesis({ voice: { id: 'v', label: 'V' }, files: { model: '', tokens: '', espeakData: '', sampleRate: 22_050 }, load: async () => engine });
    const first = await piper.synthesise({ text: 'One two. Three four five.', speed: 1 });
    const second = await piper.synthesise({ text: 'Six.', speed: 1 });
    const [a, b] = await Promise.all([collect(first.audio), collect(second.audio)]);
    expect(order).toEqual(['start One two. Three four five.', 'end One two. Three four five.', 'start Six.', 'end Six.']);
    expect((a.length - 44) / 2).toBe('One two'.length + 'Three four five.'.length);
    expect((b.length - 44) / 2).toBe('Six.'.length);

    const controller = new AbortController();
    const stopped = await piper.synthesise({ text: 'Seven eight. Nine ten. Eleven.', speed: 1 }, controller.signal);
    stopped.audio.once('data', () => controller.abort());
    await expect(collect(stopped.audio)).rejects.toThrow();
    expect(order.at(-1)).toBe('end Seven eight. Nine ten. Eleven.');
  });
});

describe('the WAV bytes', () => {
  it('a streaming header says 16-bit mono at the rate, and samples clip at full scale', () => {
    expect(readWavFacts(Buffer.concat([pcmWavHeader(22_050), pcm16(new Float32Array([0, 0.5, -1, 2]))]))).toEqual({ sampleRate: 22_050, channels: 1, bitsPerSample: 16, duration: 4 / 22_050 });
    expect([...new Int16Array(new Uint8Array(pcm16(new Float32Array([1, -1, 2, -2]))).buffer)]).toEqual([32767, -32768, 32767, -32768]);
  });
});
