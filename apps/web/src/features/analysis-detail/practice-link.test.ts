import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { describe, expect, it } from 'vitest';
import { practiceLink } from './practice-link.ts';

const question = (competency: MockQuestionResult['competency'], score: number | null) => ({ competency, score }) as MockQuestionResult; // only the fields read

describe('practiceLink', () => {
  it('opens a mock interview on the competency of the weakest scored answer', () => {
    expect(practiceLink([question('teamwork', 80), question('leadership', 55.5), question('initiative', null), question('communication', 61)])).toBe(
      '/mock-interview?competency=leadership',
    );
  });

  it('falls back to the first question without scores, and to a plain mock interview for an upload', () => {
    expect(practiceLink([question('customer_focus', null), question('teamwork', null)])).toBe('/mock-interview?competency=customer_focus');
    expect(practiceLink(null)).toBe('/mock-interview');
    expect(practiceLink([])).toBe('/mock-interview');
  });
});
