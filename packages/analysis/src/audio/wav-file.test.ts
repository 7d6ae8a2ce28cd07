import { describe, expect, it } from 'vitest';
import { encodeWav, wavHeaderSeconds } from './wav-file.ts';

describe('wavHeaderSeconds', () => {
  const oneSecond = encodeWav(new Float32Array(16000));

  it('reads the duration of the WAV the analysis writes', () => {
    expect(wavHeaderSeconds(oneSecond, oneSecond.length)).toBe(1);
  });

  it('walks past a LIST chunk before the data', () => {
    const list = Buffer.alloc(8 + 26);
    list.write('LIST', 0, 'ascii');
    list.writeUInt32LE(26, 4);
    const withList = Buffer.concat([oneSecond.subarray(0, 36), list, oneSecond.subarray(36)]);
    expect(wavHeaderSeconds(withList, withList.length)).toBe(1);
  });

  it('takes the rest of the file as data when a streamed WAV left the size unset', () => {
    const streamed = Buffer.from(oneSecond);
    streamed.writeUInt32LE(0xffffffff, 40);
    expect(wavHeaderSeconds(streamed, streamed.length)).toBe(1);
    expect(wavHeaderSeconds(streamed.subarray(0, 44 + 16000), 44 + 16000)).toBe(0.5);
  });

  it('gives null for bytes that are not a WAV', () => {
    expect(wavHeaderSeconds(Buffer.from('ID3 not a wave file at all'), 26)).toBeNull();
    expect(wavHeaderSeconds(Buffer.alloc(4), 4)).toBeNull();
  });
});
