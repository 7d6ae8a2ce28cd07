import { describe, expect, it } from 'vitest';
import { whisperSegmentsToWords } from './whisper-segments.ts';

describe('whisper segments to words', () => {
  it('joins sub-word tokens, converts centiseconds and drops punctuation and annotations', () => {
    const words = whisperSegmentsToWords([
      { text: ' Mister', t0: 10, t1: 40 },
      { text: ' Dash', t0: 40, t1: 60 },
      { text: 'wood', t0: 60, t1: 85 },
      { text: ',', t0: 85, t1: 86 },
      { text: ' um', t0: 90, t1: 120 },
      { text: ' [BLANK_AUDIO]', t0: 120, t1: 300 },
      { text: ' left.', t0: 300, t1: 330 },
    ]);
    expect(words).toEqual([
      { word: 'Mister', start: 0.1, end: 0.4, confidence: null },
      { word: 'Dashwood', start: 0.4, end: 0.85, confidence: null },
      { word: 'um', start: 0.9, end: 1.2, confidence: null },
      { word: 'left.', start: 3, end: 3.3, confidence: null },
    ]);
  });
});
