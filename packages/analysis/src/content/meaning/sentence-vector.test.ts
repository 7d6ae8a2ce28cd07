import { describe, expect, it } from 'vitest';
import { readEnglish } from './english-reader.ts';
import { WORD_VECTOR_ENCODER } from './meaning-encoder.ts';
import { cosine, sentenceVector, sifWeight } from './sentence-vector.ts';

describe('sentence vectors', () => {
  it('weighs rare words above common ones (SIF)', () => {
    expect(sifWeight(0)).toBeLessThan(0.05);
    expect(sifWeight(1000)).toBeGreaterThan(0.9);
  });

  it('has no vector for a text without content words', () => {
    expect(sentenceVector(readEnglish('and so it was').tokens)).toBeNull();
  });

  it('puts an answer on the question closer to it than one about something else', () => {
    const [question, on, off] = WORD_VECTOR_ENCODER.encode([
      'Tell me about a time you missed a deadline.',
      'I missed the deadline for the report by two days and told my manager.',
      'My favourite hobby is sailing on the lake in summer.',
    ]);
    expect(cosine(question!, on!)).toBeGreaterThan(cosine(question!, off!) + 0.3);
    expect(WORD_VECTOR_ENCODER.engine).toBe('word-vectors');
  });
});
