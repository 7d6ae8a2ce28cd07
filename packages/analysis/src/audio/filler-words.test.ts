import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { HEDGE_PHRASES } from '../content/hedge-phrases.ts';
import { normalizeToken, transcriptFillers } from './filler-words.ts';

function words(text: string): TranscriptWord[] {
  return text.split(/\s+/).map((word, i) => ({ word, start: i, end: i + 0.5, confidence: null }));
}

function found(text: string): string[] {
  return transcriptFillers(words(text)).map((f) => f.word);
}

describe('transcript fillers', () => {
  it('finds hesitation tokens in their spelling variants', () => {
    expect(found('so um I think uh the Umm answer er is hmm ah yes')).toEqual(['um', 'uh', 'umm', 'er', 'hmm', 'ah']);
  });

  it('times a filler by its word, and a phrase from its first to its last word', () => {
    const fillers = transcriptFillers(words('well you know we shipped'));
    expect(fillers).toEqual([{ word: 'you know', start: 1, end: 2.5, method: 'transcript' }]);
    expect(transcriptFillers(words('I uh agree'))).toEqual([{ word: 'uh', start: 1, end: 1.5, method: 'transcript' }]);
  });

  it('finds discourse markers but not their literal uses', () => {
    expect(found('it was you know really hard')).toEqual(['you know']);
    expect(found('do you know the answer')).toEqual([]);
    expect(found('you know how it goes')).toEqual([]);
    expect(found('I mean the project was late')).toEqual(['I mean']);
    expect(found('I mean it')).toEqual([]);
  });

  it('leaves hedges to the content judgement: "sort of", "kind of", "I guess" are never also fillers', () => {
    expect(found('it was sort of hard and kind of slow')).toEqual([]);
    for (const hedge of HEDGE_PHRASES) {
      expect(found(`and then ${hedge.join(' ')} we shipped it`), hedge.join(' ')).toEqual([]);
    }
    // A hedge beside a real filler: only the filler is counted.
    expect(found('it was um sort of you know hard')).toEqual(['um', 'you know']);
  });

  it('tells filler "like" from the verb and the comparison', () => {
    expect(found('it was like really hard and like I said')).toEqual(['like', 'like']);
    expect(found('I like python')).toEqual([]);
    expect(found("I'd like to add")).toEqual([]);
    expect(found('it looks like rain and sounds like fun')).toEqual([]);
    expect(found('something like that')).toEqual([]);
    expect(found('we really like them')).toEqual([]);
  });

  it('normalises PocketSphinx variants, case and punctuation', () => {
    expect(normalizeToken('Um,')).toBe('um');
    expect(normalizeToken('and(2)')).toBe('and');
    expect(normalizeToken('I’d')).toBe("i'd");
    expect(found('Uh, like, you know?')).toEqual(['uh', 'like', 'you know']);
  });
});
