import { describe, expect, it } from 'vitest';
import { fluencyScore } from './fluency.ts';

// Answers worked out by hand from the bands in docs/SCORING-audio.md (filler rate, long pauses, mean length of run).
describe('fluency score', () => {
  it('is full for connected speech with few fillers and no long pauses', () => {
    expect(fluencyScore({ fillersPerMinute: 1, longPausesPerMinute: 0, syllablesPerRun: 14 })).toBe(100);
  });

  it('scores a middling answer in the middle: 5 fillers and 1 long pause a minute, 8-syllable runs → 66', () => {
    // 60, 60 and 80 on the three bands.
    expect(fluencyScore({ fillersPerMinute: 5, longPausesPerMinute: 1, syllablesPerRun: 8 })).toBe(66);
  });

  it('scores halting speech low: 10 fillers and 2 long pauses a minute, 3-syllable runs → 21', () => {
    // 20, 20 and 23.3 (a third of the way from 10 at 2 syllables to 50 at 5).
    expect(fluencyScore({ fillersPerMinute: 10, longPausesPerMinute: 2, syllablesPerRun: 3 })).toBe(21);
  });

  it('bottoms out at the floor of the run band when every part is at its worst', () => {
    expect(fluencyScore({ fillersPerMinute: 40, longPausesPerMinute: 6, syllablesPerRun: 1 })).toBe(3);
  });

  it('never rises as fillers or long pauses become more frequent, never falls as runs get longer', () => {
    const at = (fillers: number, pauses: number, run: number) =>
      fluencyScore({ fillersPerMinute: fillers, longPausesPerMinute: pauses, syllablesPerRun: run }) ?? Number.NaN;
    for (let x = 0; x < 20; x += 0.5) {
      expect(at(x + 0.5, 1, 6)).toBeLessThanOrEqual(at(x, 1, 6));
      expect(at(3, x / 5 + 0.1, 6)).toBeLessThanOrEqual(at(3, x / 5, 6));
      expect(at(3, 1, x + 0.5)).toBeGreaterThanOrEqual(at(3, 1, x));
    }
  });

  it('scores on the parts that were measured and is null when none was', () => {
    // No filler count: long pauses 100 and 5-syllable runs 50, weighted 35 : 30 → 76.9.
    expect(fluencyScore({ fillersPerMinute: null, longPausesPerMinute: 0, syllablesPerRun: 5 })).toBe(76.9);
    expect(fluencyScore({ fillersPerMinute: null, longPausesPerMinute: null, syllablesPerRun: 5 })).toBe(50);
    expect(fluencyScore({ fillersPerMinute: null, longPausesPerMinute: null, syllablesPerRun: null })).toBeNull();
  });
});
