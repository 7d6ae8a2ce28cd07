import { describe, expect, it } from 'vitest';
import { loadLabelledAnswers } from './labelled-answers.ts';
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

describe('the labelled set', () => {
  it('holds at least 30 answers with unique ids, each kind of problem at least twice', () => {
    const answers = loadLabelledAnswers();
    expect(answers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(answers.map((a) => a.id)).size).toBe(answers.length);
    for (const kind of ['strong', 'vague', 'off-topic', 'all-we', 'hedged', 'repetitive']) {
      expect(answers.filter((a) => a.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
  });
});
