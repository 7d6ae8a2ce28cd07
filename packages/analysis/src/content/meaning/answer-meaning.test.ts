import { describe, expect, it } from 'vitest';
import { writtenAnswer } from '../written-answer.ts';
import { answerMeaningTexts, prototypeTextsFor, sentenceModelMeaning } from './answer-meaning.ts';
import type { SentenceModel } from './sentence-model.ts';

/** A model that records what it was asked to embed and gives every text the same vector. */
function countingModel(): SentenceModel & { embedded: string[] } {
  const embedded: string[] = [];
  return {
    embedded,
    name: 'counting',
    embed: (texts) => {
      embedded.push(...texts);
      return Promise.resolve(texts.map(() => Float32Array.from([1, 0])));
    },
    close: () => Promise.resolve(),
  };
}

describe('sentenceModelMeaning', () => {
  const input = (text: string) => ({ words: writtenAnswer(text), question: 'Describe a conflict between two colleagues that you helped resolve.', competency: 'conflict_resolution' });

  it('encodes the question bank’s texts of the competency and its neighbours once per model, the answer’s every time', async () => {
    const model = countingModel();
    const first = await sentenceModelMeaning(model, input('Two colleagues clashed. I met them both.'));
    const bank = prototypeTextsFor('conflict_resolution');
    expect(bank.length).toBeGreaterThan(20);
    expect(first.encode([bank[0]!])[0]).not.toBeNull();
    model.embedded.length = 0;
    const second = await sentenceModelMeaning(model, input('A customer was angry. I called him back.'));
    expect(model.embedded.filter((t) => bank.includes(t) && !answerMeaningTexts(input('A customer was angry. I called him back.')).includes(t))).toEqual([]);
    expect(second.encode([bank[0]!, 'never encoded'])).toEqual([Float32Array.from([1, 0]), null]);
  });

  it('has no bank texts for a competency outside the bank or none given', () => {
    expect(prototypeTextsFor('underwater_welding')).toEqual([]);
    expect(prototypeTextsFor(undefined)).toEqual([]);
  });
});
