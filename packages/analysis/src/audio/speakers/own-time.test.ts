import { describe, expect, it } from 'vitest';
import { ownTime } from './own-time.ts';

const turns = [
  { start: 0.05, end: 2, voice: 1 }, // its margin stops at the recording's start: 0–2.1
  { start: 3, end: 5, voice: 0 },
  { start: 6, end: 9.95, voice: 1 }, // its margin stops at the recording's end (10 s): 5.9–10
];

describe('ownTime', () => {
  it("sums a voice's turns with the 0.1 s margin each side, kept inside the recording", () => {
    expect(ownTime(turns, 1, 10)).toBeCloseTo(2.1 + 4.1, 6);
    expect(ownTime(turns, 0, 10)).toBeCloseTo(2.2, 6);
  });

  it('counts only the turns whose middle lies in the given stretch', () => {
    expect(ownTime(turns, 1, 10, { start: 5.5, end: 10 })).toBeCloseTo(4.1, 6);
    expect(ownTime(turns, 1, 10, { start: 2.5, end: 5.5 })).toBe(0);
  });
});
