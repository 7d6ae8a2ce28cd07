import { describe, expect, it } from 'vitest';
import { clockTime, CONTENT_PART_LABELS, noteSentence, scoreMakeup, seekLabel, wordsSource } from './content-labels.ts';

describe('content labels', () => {
  it('writes times as m:ss and seek labels with the quote', () => {
    expect(clockTime(75.9)).toBe('1:15');
    expect(seekLabel({ quote: '"we rebuilt it"', at: 12.4 })).toBe('"we rebuilt it" at 0:12');
    expect(seekLabel({ quote: null, at: 3 })).toBe('at 0:03');
    expect(seekLabel({ quote: '"x y"', at: null })).toBe('"x y"');
    expect(seekLabel({ quote: null, at: null })).toBeNull();
  });

  it('names a typed answer as typed, not as a transcript by an engine called "written"', () => {
    expect(wordsSource('written')).toBe('Typed answer');
    expect(wordsSource('pocketsphinx (en-us)')).toBe('Transcript by pocketsphinx (en-us)');
  });

  it('turns the reason content was not judged into a sentence', () => {
    expect(noteSentence('not enough clear speech to judge content (6 clear words; 20 needed)')).toBe('Not enough clear speech to judge content (6 clear words; 20 needed).');
    expect(noteSentence('Already a sentence.')).toBe('Already a sentence.');
    expect(noteSentence(null)).toBeNull();
    expect(noteSentence('  ')).toBeNull();
  });

  it('names the wording habits for their good end, as every part reads higher = better', () => {
    expect(CONTENT_PART_LABELS.hedging).toBe('Few hedges');
    expect(CONTENT_PART_LABELS.repetition).toBe('Few repeats');
  });

  it('says an answer off the question is capped, and counts a flagged part once however many findings it has', () => {
    const parts = { structure: 100, specifics: 100, ownership: null, hedging: null, repetition: null, length: null, relevance: 30, vocabulary: null };
    const finding = { kind: 'improvement' as const, headline: 'h', text: 't', quote: null, at: null, count: 1, seconds: null };
    const text = scoreMakeup({ status: 'judged', score: 40, parts, findings: [{ ...finding, part: 'relevance' }, { ...finding, part: 'relevance' }] });
    expect(text).toBe('The weighted mean of the 3 measured parts (a part to improve counts at most 40), less 20 for each part to improve — Relevance: −20 — never below 0 and at most 50 for an answer off the question.');
  });
});
