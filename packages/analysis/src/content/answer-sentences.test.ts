import { describe, expect, it } from 'vitest';
import { answerSentences, MAX_SENTENCE_WORDS } from './answer-sentences.ts';
import { writtenAnswer } from './written-answer.ts';

describe('answerSentences', () => {
  it('splits at sentence punctuation on a word', () => {
    const sentences = answerSentences(writtenAnswer('I fixed it. Then it worked! Did it?'));
    expect(sentences.map((s) => s.text)).toEqual(['I fixed it.', 'Then it worked!', 'Did it?']);
    expect(sentences[1]!.start).toBe(1.6);
  });
  it('splits unpunctuated words at pauses and every 25 words', () => {
    const words = writtenAnswer(Array.from({ length: 30 }, () => 'word').join(' '));
    expect(answerSentences(words).map((s) => s.words.length)).toEqual([MAX_SENTENCE_WORDS, 5]);
    const paused = [...writtenAnswer('i fixed it'), ...writtenAnswer('then it worked', { offset: 5 })];
    expect(answerSentences(paused).map((s) => s.text)).toEqual(['i fixed it', 'then it worked']);
  });
});
