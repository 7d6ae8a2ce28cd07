import { describe, expect, it } from 'vitest';
import { parsePocketsphinxCtm } from './pocketsphinx-ctm.ts';

/** As pocketsphinx_batch -ctm wrote it for the talking-head fixture (markers added by hand). */
const SAMPLE = `talking-head 1 0.33 0.16 and 0.334
talking-head 1 0.50 0.25 mr 0.849
talking-head 1 0.76 0.34 john(2) 0.922
talking-head 1 1.10 0.01 <sil> 0.700
talking-head 1 1.11 0.34 guess 0.688
talking-head 1 1.46 0.25 [NOISE] 0.999
talking-head 1 1.72 0.20 ++BREATH++ 0.5
`;

describe('parsePocketsphinxCtm', () => {
  it('reads words with start, end and posterior; drops markers and variant marks', () => {
    const { text, words } = parsePocketsphinxCtm(SAMPLE);
    expect(text).toBe('and mr john guess');
    expect(words[0]).toEqual({ word: 'and', start: 0.33, end: 0.49, confidence: 0.334 });
    expect(words[2]).toEqual({ word: 'john', start: 0.76, end: 1.1, confidence: 0.922 });
  });

  it('adds each utterance’s offset and orders words by time', () => {
    const ctm = 'b 1 0.10 0.20 later 0.9\na 1 0.10 0.20 first 0.8\n';
    const { words } = parsePocketsphinxCtm(ctm, new Map([['b', 30]]));
    expect(words.map((w) => [w.word, w.start, w.end])).toEqual([
      ['first', 0.1, 0.3],
      ['later', 30.1, 30.3],
    ]);
  });

  it('clamps posteriors to 0–1 and skips malformed lines', () => {
    const { words } = parsePocketsphinxCtm('x 1 0.0 0.1 yes 1.2\nnot a ctm line\nx 1 zero 0.1 no 0.5\n');
    expect(words).toEqual([{ word: 'yes', start: 0, end: 0.1, confidence: 1 }]);
  });

  it('gives an empty transcript for empty output', () => {
    expect(parsePocketsphinxCtm('')).toEqual({ text: '', words: [] });
  });
});
