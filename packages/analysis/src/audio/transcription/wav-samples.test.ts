import { describe, expect, it } from 'vitest';
import { encodeWav } from '../wav-file.ts';
import { wavSamples } from './wav-samples.ts';

describe('WAV samples', () => {
  it('reads back the 16-bit samples a WAV file holds, after any chunk before the data', () => {
    const wav = encodeWav(new Float32Array([0, 0.5, -0.5, -1]));
    expect(Array.from(wavSamples(wav) ?? [])).toEqual([0, 0.5, -0.5, -1]);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([4, 0, 0, 0]), Buffer.from('INFO')]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    expect(Array.from(wavSamples(withList) ?? [])).toEqual([0, 0.5, -0.5, -1]);
  });

  it('takes the rest of the file as data when the size was never filled in (written to a pipe)', () => {
    const wav = encodeWav(new Float32Array([0.25, 0.25]));
    wav.writeUInt32LE(0xffffffff, 40);
    expect(Array.from(wavSamples(wav) ?? [])).toEqual([0.25, 0.25]);
  });

  it('refuses what is not 16-bit mono PCM', () => {
    expect(wavSamples(Buffer.from('ID3 not a wav at all'))).toBeNull();
    const stereo = encodeWav(new Float32Array([0, 0]));
    stereo.writeUInt16LE(2, 22);
    expect(wavSamples(stereo)).toBeNull();
  });
});
