import { describe, expect, it } from 'vitest';
import { pcmWavHeader } from '@rehearse/analysis';
import { readWavFacts } from './wav-header.ts';

function wav(sampleRate: number, samples: number, declaredDataBytes = samples * 2): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(0x7fffffff, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(declaredDataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

describe('WAV facts', () => {
  it('measures a streamed WAV by the bytes present, not the length its header guessed', () => {
    expect(readWavFacts(wav(22_050, 22_050, 0x7ffff000))).toEqual({ sampleRate: 22_050, channels: 1, bitsPerSample: 16, duration: 1 });
  });

  it('refuses what is not a PCM WAV', () => {
    expect(readWavFacts(Buffer.from('ID3 not a wav at all, just some bytes that are long enough to read'))).toBeNull();
    const float = wav(16_000, 10);
    float.writeUInt16LE(3, 20);
    expect(readWavFacts(float)).toBeNull();
  });

  it('reads back the header it writes, for a stream and for a known length', () => {
    expect(readWavFacts(Buffer.concat([pcmWavHeader(22_050), Buffer.alloc(22_050)]))).toEqual({ sampleRate: 22_050, channels: 1, bitsPerSample: 16, duration: 0.5 });
    const known = Buffer.concat([pcmWavHeader(16_000, 3_200), Buffer.alloc(6_400)]);
    expect(known.readUInt32LE(4)).toBe(3_236);
    expect(readWavFacts(known)?.duration).toBe(0.1);
  });
});
