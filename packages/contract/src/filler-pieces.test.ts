import { describe, expect, it } from 'vitest';
import type { Filler, TranscriptWord } from './analysis-result.ts';
import { fillerCountText, fillerPieces, fillerPieceTexts } from './filler-pieces.ts';

const words: TranscriptWord[] = ['it', 'was', 'you', 'know', 'sort', 'of', 'um', 'hard', 'I', 'mean', 'really'].map((word, i) => ({
  word,
  start: i,
  end: i + 0.5,
  confidence: null,
}));
const fillers: Filler[] = [
  { word: 'you know', start: 2, end: 3.5, method: 'transcript' },
  { word: 'um', start: 6, end: 6.5, method: 'transcript' },
  { word: 'I mean', start: 8, end: 9.5, method: 'transcript' },
  { word: 'filled pause', start: 12, end: 12.6, method: 'acoustic' },
];

describe('filler pieces', () => {
  it('makes each counted filler one piece, a phrase included', () => {
    const pieces = fillerPieces(words, fillers);
    const marked = pieces.filter((p) => p.filler);
    expect(marked.map((p) => p.words.map((w) => w.word).join(' '))).toEqual(['you know', 'um', 'I mean']);
    expect(marked).toHaveLength(fillers.filter((f) => f.method === 'transcript').length);
    expect(pieces.flatMap((p) => p.words)).toEqual(words);
  });

  it('gives a report the text in pieces, the words between fillers joined', () => {
    expect(fillerPieceTexts(words, fillers)).toEqual([
      { text: 'it was', filler: false },
      { text: 'you know', filler: true },
      { text: 'sort of', filler: false },
      { text: 'um', filler: true },
      { text: 'hard', filler: false },
      { text: 'I mean', filler: true },
      { text: 'really', filler: false },
    ]);
  });

  it('says one total, split into marks and sounds heard only in the audio', () => {
    expect(fillerCountText(2, 0)).toBe('2 filler words, highlighted in the transcript — click one to jump to it.');
    expect(fillerCountText(3, 1)).toMatch(/^4 filler words: 3 highlighted in the transcript, 1 held "uh"\/"um" sound heard/);
    expect(fillerCountText(0, 0)).toBe('No filler words found in this recording.');
  });
});
