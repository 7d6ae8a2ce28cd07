import type { MockAnswer } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { analysisRunning } from './watch-answer-analyses.ts';

const answer = (status: NonNullable<MockAnswer['analysis']>['status'] | null, skipped = false): MockAnswer => ({
  skipped,
  notes: '',
  analysis: status === null ? null : { status, progress: 0, error: null },
});

describe('analysisRunning', () => {
  it('is true while a recorded answer is queued or being analysed, and false once every analysis ended', () => {
    expect(analysisRunning({ a: answer('completed'), b: answer('queued') })).toBe(true);
    expect(analysisRunning({ a: answer('processing') })).toBe(true);
    expect(analysisRunning({ a: answer('in_progress') })).toBe(true);
    expect(analysisRunning({ a: answer('completed'), b: answer('failed'), c: answer(null, true), d: answer(null) })).toBe(false);
    expect(analysisRunning({})).toBe(false);
  });
});
