import { describe, expect, it } from 'vitest';
import { citedTokens, citedWords } from './cited-words.ts';
import { keepClearWords } from './quote-words.ts';
import { writtenAnswer, writtenAnswerFacts } from './written-answer.ts';

describe('citedWords', () => {
  it('cites confidently heard words without the punctuation around them', () => {
    expect(citedWords(writtenAnswer('"we talked,', { confidence: 0.95 }))).toBe('"we talked"');
    expect(citedWords(writtenAnswer('we talked'))).toBe('"we talked"');
  });

  it('cites nothing when one word was not heard with confidence', () => {
    expect(citedWords(writtenAnswer('we talked', { confidence: (i) => (i === 1 ? 0.5 : 0.95) }))).toBeNull();
  });

  it('cites nothing across a word the content layer left out', () => {
    const words = writtenAnswer('we mumble talked', { confidence: (i) => (i === 1 ? 0.1 : 0.95) });
    expect(citedWords(keepClearWords(words, (w) => (w.confidence ?? 1) > 0.2))).toBeNull();
  });

  it('cites nothing without words', () => {
    expect(citedWords([])).toBeNull();
  });
});

describe('citedTokens', () => {
  it('cites a sentence’s tokens only when their words were heard with confidence', () => {
    const sure = writtenAnswerFacts('We rebuilt the pipeline.', {}, { confidence: 0.95 }).sentences[0]!;
    const unsure = writtenAnswerFacts('We rebuilt the pipeline.', {}, { confidence: 0.5 }).sentences[0]!;
    expect(citedTokens(sure, 0, 1)).toBe('"We rebuilt"');
    expect(citedTokens(unsure, 0, 1)).toBeNull();
  });
});
