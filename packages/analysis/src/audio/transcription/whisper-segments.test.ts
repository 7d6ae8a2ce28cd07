import { describe, expect, it } from 'vitest';
import { whisperSegmentsToWords } from './whisper-segments.ts';

describe('whisper segments to words', () => {
  it('joins sub-word tokens, converts milliseconds and drops punctuation and annotations', () => {
    const words = whisperSegmentsToWords(
      [
        { text: ' Mister', t0: 100, t1: 400 },
        { text: ' Dash', t0: 400, t1: 600 },
        { text: 'wood', t0: 600, t1: 850 },
        { text: ',', t0: 850, t1: 860 },
        { text: ' um', t0: 900, t1: 1200 },
        { text: ' [BLANK_AUDIO]', t0: 1200, t1: 3000 },
        { text: ' left.', t0: 3000, t1: 3300 },
      ],
      10,
    );
    expect(words).toEqual([
      { word: 'Mister', start: 0.1, end: 0.4, confidence: null },
      { word: 'Dashwood', start: 0.4, end: 0.85, confidence: null },
      { word: 'um', start: 0.9, end: 1.2, confidence: null },
      { word: 'left.', start: 3, end: 3.3, confidence: null },
    ]);
  });

  it('keeps times inside the recording and in order when whisper places them in the padding or backwards', () => {
    const words = whisperSegmentsToWords(
      [
        { text: ' one', t0: 500, t1: 1500 },
        { text: ' two', t0: 1200, t1: 1100 },
        { text: ' three', t0: 2500, t1: 15420 },
        { text: ' four', t0: 29000, t1: 30000 },
      ],
      3,
    );
    expect(words.map(({ start, end }) => [start, end])).toEqual([
      [0.5, 1.5],
      [1.5, 1.5],
      [2.5, 3],
      [3, 3],
    ]);
  });

  it('gives nothing for no segments', () => {
    expect(whisperSegmentsToWords([], 5)).toEqual([]);
  });
});
