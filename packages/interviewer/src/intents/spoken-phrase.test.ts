import { describe, expect, it } from 'vitest';
import { containsPhrase, cuePhrase, phraseAtEnd, phraseStems } from './spoken-phrase.ts';

describe('spoken phrases', () => {
  it('brings variants to one form: case, punctuation, hesitations, contractions, endings', () => {
    expect(phraseStems("Um, THAT'S my answer.")).toEqual(['that', 'is', 'my', 'answer']);
    expect(phraseStems("I didn't catch the questions")).toEqual(['i', 'did', 'not', 'catch', 'the', 'question']);
    expect(phraseStems('repeating')).toEqual(['repeat']);
  });

  it('lets a gap of a few words stand inside a cue, and offers alternatives', () => {
    const sayAgain = cuePhrase('say … again');
    expect(containsPhrase(phraseStems('could you say the question again'), sayAgain)).toBe(true);
    expect(containsPhrase(phraseStems('say again'), sayAgain)).toBe(true);
    expect(containsPhrase(phraseStems('say what you did and then much later on we met again'), sayAgain)).toBe(false);
    const missed = cuePhrase('miss … question|that');
    expect(containsPhrase(phraseStems('i missed that'), missed)).toBe(true);
    expect(containsPhrase(phraseStems('i missed the bus'), missed)).toBe(false);
  });

  it('finds a cue at the very end, or before a few allowed words', () => {
    const done = cuePhrase('i am done');
    expect(phraseAtEnd(phraseStems("and i'm done"), done)).toBe(true);
    expect(phraseAtEnd(phraseStems("i'm done with the first part and then"), done)).toBe(false);
    expect(phraseAtEnd(phraseStems("i'm done thanks"), done, 1)).toBe(true);
  });
});
