import { describe, expect, it } from 'vitest';
import { parsePocketsphinxOutput } from './pocketsphinx-output.ts';

const SAMPLE = `and mr john guess what
<s> 0.000 0.140 0.999400
and(2) 0.150 0.360 0.260057
mr 0.370 0.620 0.988762
john 0.630 1.000 0.929128
[NOISE] 1.000 1.005 0.5
guess 1.010 1.330 0.671967
<sil> 1.330 1.340 0.553348
what 1.340 1.580 0.581373
</s> 1.590 1.600 1.000000
he was not
<s> 8.490 8.590 0.999800
he 8.830 8.930 0.999200
was(2) 8.940 9.160 0.999700
not 9.170 9.580 0.997104
`;

describe('PocketSphinx output parser', () => {
  it('reads text lines and timed words, across utterances', () => {
    const { text, words } = parsePocketsphinxOutput(SAMPLE);
    expect(text).toBe('and mr john guess what he was not');
    expect(words.map((w) => w.word)).toEqual(['and', 'mr', 'john', 'guess', 'what', 'he', 'was', 'not']);
    expect(words[0]).toEqual({ word: 'and', start: 0.15, end: 0.36, confidence: 0.260057 });
    expect(words.at(-1)?.start).toBe(9.17);
  });

  it('gives an empty transcript for empty output', () => {
    expect(parsePocketsphinxOutput('')).toEqual({ text: '', words: [] });
  });
});
