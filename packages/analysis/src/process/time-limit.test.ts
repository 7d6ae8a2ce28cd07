import { describe, expect, it } from 'vitest';
import { timeLimitFor } from './time-limit.ts';

const options = { timeLimitFloorSeconds: 60, timeLimitPerMediaSecond: 4 };

describe('timeLimitFor', () => {
  it('grows with the media: 4 s per media second for a 10-minute recording', () => {
    expect(timeLimitFor('Decoding the audio', 600, options)).toEqual({ task: 'Decoding the audio', ms: 2_400_000 });
  });

  it('never goes under the floor for a short clip', () => {
    expect(timeLimitFor('x', 5, options).ms).toBe(60_000);
  });

  it('an unknown, zero or non-finite duration gets the floor', () => {
    expect(timeLimitFor('x', null, options).ms).toBe(60_000);
    expect(timeLimitFor('x', 0, options).ms).toBe(60_000);
    expect(timeLimitFor('x', Number.NaN, options).ms).toBe(60_000);
  });

  it('takes fractions of a second (configured tiny limits in tests)', () => {
    expect(timeLimitFor('x', null, { timeLimitFloorSeconds: 0.25, timeLimitPerMediaSecond: 0 }).ms).toBe(250);
  });
});
