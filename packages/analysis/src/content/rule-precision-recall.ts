import { CONTENT_PARTS, type ContentPart } from '@rehearse/contract/answer-content';

export interface RuleFigures {
  part: ContentPart;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Null when the rule never fired (precision) or was never expected (recall). */
  precision: number | null;
  recall: number | null;
}

/** Per part: how often its improvement finding fired where expected (precision) and how many expected ones it found (recall). */
export function rulePrecisionRecall(cases: ReadonlyArray<{ expected: readonly ContentPart[]; fired: readonly ContentPart[] }>): RuleFigures[] {
  return CONTENT_PARTS.map((part) => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    for (const c of cases) {
      const expected = c.expected.includes(part);
      const fired = c.fired.includes(part);
      if (expected && fired) truePositives += 1;
      else if (fired) falsePositives += 1;
      else if (expected) falseNegatives += 1;
    }
    const firedCount = truePositives + falsePositives;
    const expectedCount = truePositives + falseNegatives;
    return {
      part,
      truePositives,
      falsePositives,
      falseNegatives,
      precision: firedCount > 0 ? truePositives / firedCount : null,
      recall: expectedCount > 0 ? truePositives / expectedCount : null,
    };
  });
}
