import { describe, expect, it } from 'vitest';
import { citedTokens, citedWords, distinctCitations } from './cited-words.ts';
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

  it('runs a citation of function words alone on to the first word in its clause that says something: "he was"', () => {
    const [sentence] = writtenAnswerFacts('He was our manager at the time.', {}, { confidence: 0.95 }).sentences;
    expect(citedTokens(sentence!, 0, 1)).toBe('"He was our manager"');
  });

  it('cites nothing when the clause has no word that says something before a comma or its end', () => {
    expect(citedTokens(writtenAnswerFacts('He was.', {}, { confidence: 0.95 }).sentences[0]!, 0, 1)).toBeNull();
    expect(citedTokens(writtenAnswerFacts('He was, and we were stuck.', {}, { confidence: 0.95 }).sentences[0]!, 0, 1)).toBeNull();
  });

  it('cites nothing when the word it runs on to was not heard with confidence', () => {
    const [sentence] = writtenAnswerFacts('He was our manager.', {}, { confidence: (i) => (i === 3 ? 0.2 : 0.95) }).sentences;
    expect(citedTokens(sentence!, 0, 1)).toBeNull();
  });
});

describe('a STAR reason cites whole phrases', () => {
  it('names a past state without "he was" and with the words that say what the state was', () => {
    const reasons = (text: string) => writtenAnswerFacts(text, {}, { confidence: 0.95 }).sentences.map((s) => s.reason);
    expect(reasons('He was, and we were stuck. I fixed it.')[0]).toBe('situation: a past state');
    expect(reasons('Back then he was really nice. I fixed it.')[0]).toBe('situation: a past state: "he was really nice"');
  });
});

describe('distinctCitations', () => {
  it('cites each phrase once: "mr john", "mr john"', () => {
    expect(distinctCitations(['"mr john"', '"Mr John"', '"the board"', '"mr john"'])).toEqual(['"mr john"', '"the board"']);
    expect(distinctCitations([])).toEqual([]);
  });
});
