import type { MockAnswer } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { answerKinds, durationFigure } from './duration-figure.ts';

const recorded: MockAnswer = { skipped: false, notes: '', duration_sec: 30, media_url: 'k', analysis: null };
const typed = { skipped: false, notes: '', analysis: { status: 'completed', progress: 100, error: null, score: null }, typed: { text: 'x', content: {} } } as unknown as MockAnswer;
const skipped: MockAnswer = { skipped: true, notes: '', analysis: null };

describe('the completion summary’s durations', () => {
  it('counts recorded and typed answers apart, skipped ones as neither', () => {
    expect(answerKinds({ a: recorded, b: typed, c: skipped, d: typed })).toEqual({ recorded: 1, typed: 2 });
  });

  it('says in words that typed answers have no duration, never 0 s', () => {
    expect(durationFigure(0, { recorded: 0, typed: 3 })).toEqual({ value: 'Not measured', note: 'Typed answers have no duration.' });
    expect(durationFigure(0, { recorded: 0, typed: 0 })).toEqual({ value: 'Not measured', note: 'No answer was recorded.' });
  });

  it('shows the recorded answers’ time, and says whose it is beside typed ones', () => {
    expect(durationFigure(42, { recorded: 2, typed: 0 }).note).toBeNull();
    expect(durationFigure(42, { recorded: 2, typed: 1 }).note).toBe('Recorded answers only; typed ones have no duration.');
  });
});
