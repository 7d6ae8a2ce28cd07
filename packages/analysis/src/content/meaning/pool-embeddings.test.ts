import { describe, expect, it } from 'vitest';
import { l2Normalised, meanPooled } from './pool-embeddings.ts';

describe('mean pooling of token vectors', () => {
  it('averages each sentence’s tokens and leaves its padding out', () => {
    // Two sentences of three token slots, width 2; the second has one padding slot.
    const hidden = Float32Array.from([1, 2, 3, 4, 5, 6, /* second */ 10, 0, 20, 2, 99, 99]);
    const [first, second] = meanPooled(hidden, [2, 3, 2], [
      [1, 1, 1],
      [1, 1, 0],
    ]);
    expect([...first!]).toEqual([3, 4]);
    expect([...second!]).toEqual([15, 1]);
  });

  it('gives zeros for a sentence without a token', () => {
    expect([...meanPooled(Float32Array.from([7, 7]), [1, 1, 2], [[0]])[0]!]).toEqual([0, 0]);
  });
});

describe('L2 normalisation', () => {
  it('scales a vector to length 1', () => {
    expect([...l2Normalised(Float32Array.from([3, 4]))].map((v) => Number(v.toFixed(6)))).toEqual([0.6, 0.8]);
  });

  it('leaves all zeros alone', () => {
    expect([...l2Normalised(new Float32Array(3))]).toEqual([0, 0, 0]);
  });
});
