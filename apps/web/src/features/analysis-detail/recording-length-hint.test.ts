import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { describe, expect, it } from 'vitest';
import { recordingLengthHint } from './audio-hints.ts';
import { mockFiguresTarget } from './mock-figures-basis.ts';

const q = (over: Partial<MockQuestionResult>) => ({ skipped: false, typed: undefined, score: 70, target_time: 90, ...over }) as MockQuestionResult;

describe('the Duration tile of a mock interview', () => {
  it("judges the answers' length against their target time, as the content's Length part does", () => {
    // A recorded 16-s answer to a 1:30 question and a typed one: the content card calls it under half the time.
    const questions = [q({}), q({ typed: true, score: null, target_time: 60 })];
    const target = mockFiguresTarget(questions, { complete: true, left_out: [] });
    expect(target).toBe(90);
    expect(recordingLengthHint(16, false, target)).toBe('Under half its 1:30 target');
    expect(recordingLengthHint(80, false, target)).toBe('Good length');
    expect(recordingLengthHint(130, false, target)).toBe('Past its 1:30 target');
  });

  it('sums the targets of the answers the figures are over, leaving out the ones the overall leaves out', () => {
    const questions = [q({}), q({ target_time: 60 }), q({ skipped: true, score: null })];
    expect(mockFiguresTarget(questions, { complete: true, left_out: [] })).toBe(150);
    expect(mockFiguresTarget(questions, { complete: true, left_out: [{ question: 2, part: 'content', cause: 'not_enough_speech', detail: null }] })).toBe(90);
    expect(mockFiguresTarget([q({ target_time: undefined })], { complete: true })).toBeNull();
    expect(mockFiguresTarget(null, { complete: true })).toBeNull();
  });
});
