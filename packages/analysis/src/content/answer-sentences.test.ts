import { describe, expect, it } from 'vitest';
import { answerSentences, MAX_SENTENCE_WORDS } from './answer-sentences.ts';
import { writtenAnswer } from './written-answer.ts';

describe('answerSentences', () => {
  it('splits at sentence punctuation, keeping each sentence\'s words, tokens and times', () => {
    const sentences = answerSentences(writtenAnswer('I fixed it. Then it worked! Did it?'));
    expect(sentences.map((s) => s.text)).toEqual(['I fixed it.', 'Then it worked!', 'Did it?']);
    expect(sentences[1]!.start).toBe(1.6);
    expect(sentences[0]!.tokens.map((t) => [t.value, t.pos, t.word])).toEqual([
      ['I', 'PRON', 0],
      ['fixed', 'VERB', 1],
      ['it', 'PRON', 2],
      ['.', 'PUNCT', 2],
    ]);
  });

  it('cuts a run-on sentence where a new clause with its own subject and verb starts', () => {
    const sentences = answerSentences(writtenAnswer('so at the warehouse in twenty nineteen I was on the inbound team and I had just had a baby, my supervisor Dana noticed it and she moved me to days'));
    expect(sentences.map((s) => s.text)).toEqual([
      'so at the warehouse in twenty nineteen I was on the inbound team',
      'and I had just had a baby,',
      'my supervisor Dana noticed it',
      'and she moved me to days',
    ]);
  });

  it('splits at pauses, and unpunctuated speech without a clause boundary every 40 words', () => {
    const words = writtenAnswer(Array.from({ length: 50 }, () => 'word').join(' '));
    expect(answerSentences(words).map((s) => s.words.length)).toEqual([MAX_SENTENCE_WORDS, 10]);
    const paused = [...writtenAnswer('i fixed the build'), ...writtenAnswer('then it worked fine', { offset: 5 })];
    expect(answerSentences(paused).map((s) => s.text)).toEqual(['i fixed the build', 'then it worked fine']);
  });

  it('reads "I\'m" as "I am" and a word the model does not know after "I" as a verb in the past', () => {
    const [sentence] = answerSentences(writtenAnswer("I'm sure I rewrote the parser"));
    expect(sentence!.tokens.map((t) => [t.value, t.pos, t.word])).toEqual([
      ['I', 'PRON', 0],
      ['am', 'AUX', 0],
      ['sure', 'ADJ', 1],
      ['I', 'PRON', 2],
      ['rewrote', 'VERB', 3],
      ['the', 'DET', 4],
      ['parser', 'NOUN', 5],
    ]);
    expect(sentence!.tokens[4]!.pastForm).toBe(true);
    const [adverb] = answerSentences(writtenAnswer('I basically rewrote it'));
    expect(adverb!.tokens.map((t) => t.pos)).toEqual(['PRON', 'ADV', 'VERB', 'PRON']);
  });

  it('reads an indefinite pronoun the model tags as a verb as a pronoun', () => {
    const [sentence] = answerSentences(writtenAnswer('everything went out three weeks early'));
    expect(sentence!.tokens.slice(0, 2).map((t) => [t.value, t.pos])).toEqual([
      ['everything', 'PRON'],
      ['went', 'VERB'],
    ]);
  });
});
