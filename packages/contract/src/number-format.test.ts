import { describe, expect, it } from 'vitest';
import {
  formatDelay,
  formatClock,
  formatDuration,
  formatFileSize,
  formatFrameShare,
  formatPoints,
  formatPointsDelta,
  formatRatioPercent,
  formatScore,
  formatWpm,
  NOT_MEASURED,
  orNotMeasured,
  shownDelta,
  shownFrameShare,
  shownScore,
} from './number-format.ts';

describe('number format', () => {
  it('reads an average of 88.45 one way: one decimal, half up', () => {
    expect(formatScore(88.45)).toBe('88.5%');
    expect(formatScore(72.35)).toBe('72.4%');
    expect(formatScore(87.6)).toBe('87.6%');
    expect(formatScore(100)).toBe('100.0%');
    expect(formatScore(0)).toBe('0.0%');
  });

  it('shows shares of frames as whole percents', () => {
    expect(formatFrameShare(0.872)).toBe('87%');
    expect(formatFrameShare(0.875)).toBe('88%');
    expect(formatFrameShare(1)).toBe('100%');
    expect(formatFrameShare(0)).toBe('0%');
    expect(formatRatioPercent(66.7)).toBe('67%');
  });

  it('signs deltas in points, with no sign on a zero that rounds to zero', () => {
    expect(formatPointsDelta(1.1)).toBe('+1.1 points');
    expect(formatPointsDelta(-1.06)).toBe('−1.1 points');
    expect(formatPointsDelta(0.04)).toBe('0.0 points');
    expect(formatPointsDelta(-0.04)).toBe('0.0 points');
    expect(formatPoints(-1.1)).toBe('1.1 points');
  });

  it('rounds pace to whole words per minute', () => {
    expect(formatWpm(142.5)).toBe('143 WPM');
    expect(formatWpm(0)).toBe('0 WPM');
    expect(formatWpm(142.4, { unit: false })).toBe('142');
  });

  it('reads durations in whole seconds', () => {
    expect(formatDuration(44.6)).toBe('44 s');
    expect(formatDuration(45 - 1e-9)).toBe('45 s');
    expect(formatDuration(0.2)).toBe('0 s');
    expect(formatDuration(125.4)).toBe('125 s');
    expect(formatDuration(-3)).toBe('0 s');
    expect(formatDuration(44.6, { unit: false })).toBe('44');
  });

  it('reads a length the same in seconds and in m:ss: 34.8 s is 34 s and 0:34, as a player shows it', () => {
    expect(formatDuration(34.8)).toBe('34 s');
    expect(formatClock(34.8)).toBe('0:34');
    expect(formatClock(23.9)).toBe('0:23');
    expect(formatDuration(23.9)).toBe('23 s');
    expect(formatClock(4503.2)).toBe('75:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('reads file sizes in binary units, bytes whole', () => {
    expect(formatFileSize(200)).toBe('200 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(101 * 1024 * 1024)).toBe('101.0 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('reads a missing figure as not measured, never as 0', () => {
    expect(orNotMeasured(null, formatScore)).toBe(NOT_MEASURED);
    expect(orNotMeasured(undefined, formatWpm)).toBe(NOT_MEASURED);
    expect(orNotMeasured(0, formatScore)).toBe('0.0%');
  });
});

describe('shown figures and their change', () => {
  it('reads scores and frame shares back as the numbers their text shows', () => {
    expect(shownScore(72.35)).toBe(72.4);
    expect(shownScore(68.66)).toBe(68.7);
    expect(shownFrameShare(0.7649)).toBe(76);
    expect(shownFrameShare(0.755)).toBe(76);
  });

  it('takes the change between shown figures: 76% → 76% is 0, 68.7% → 86.9% is 18.2 without float noise', () => {
    expect(shownDelta(shownFrameShare(0.7649), shownFrameShare(0.7579))).toBe(0);
    expect(shownDelta(shownFrameShare(0.7749), shownFrameShare(0.7649))).toBe(-1);
    expect(shownDelta(shownScore(68.66), shownScore(86.94))).toBe(18.2);
    expect(Object.is(shownDelta(50, 50), -0)).toBe(false);
  });

  it('reads a short delay with one decimal, never negative', () => {
    expect(formatDelay(2.349)).toBe('2.3 s');
    expect(formatDelay(2.35)).toBe('2.4 s');
    expect(formatDelay(-0.2)).toBe('0.0 s');
  });
});
