import { describe, expect, it } from 'vitest';
import { rulePrecisionRecall } from './rule-precision-recall.ts';

describe('rulePrecisionRecall', () => {
  it('counts hits, false alarms and misses per part', () => {
    const figures = rulePrecisionRecall([
      { expected: ['hedging'], fired: ['hedging', 'length'] },
      { expected: ['hedging', 'length'], fired: [] },
      { expected: [], fired: ['hedging'] },
    ]);
    expect(figures.find((f) => f.part === 'hedging')).toMatchObject({ truePositives: 1, falsePositives: 1, falseNegatives: 1, precision: 0.5, recall: 0.5 });
    expect(figures.find((f) => f.part === 'length')).toMatchObject({ precision: 0, recall: 0 });
    expect(figures.find((f) => f.part === 'vocabulary')).toMatchObject({ precision: null, recall: null });
  });
});
