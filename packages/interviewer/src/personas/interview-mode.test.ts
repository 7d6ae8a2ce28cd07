import { MOCK_MAX_ATTEMPTS_PER_QUESTION } from '@rehearse/contract/mock-constants';
import { describe, expect, it } from 'vitest';
import { feedbackAfterAnswer, retakeAllowed } from './interview-mode.ts';

describe('interview modes', () => {
  it('Practice gives a note after each answer and allows retakes up to the attempt limit', () => {
    expect(feedbackAfterAnswer('practice', 'Name the result.')).toBe('Name the result.');
    expect(retakeAllowed('practice', 1)).toBe(true);
    expect(retakeAllowed('practice', MOCK_MAX_ATTEMPTS_PER_QUESTION)).toBe(false);
  });

  it('Real gives nothing until the end and one take only', () => {
    expect(feedbackAfterAnswer('real', 'Name the result.')).toBeNull();
    expect(retakeAllowed('real', 1)).toBe(false);
  });
});
