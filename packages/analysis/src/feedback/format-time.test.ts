import { describe, expect, it } from 'vitest';
import { formatRange, formatTime } from './format-time.ts';

describe('formatTime', () => {
  it('writes m:ss with two-digit seconds', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(7.9)).toBe('0:07');
    expect(formatTime(12)).toBe('0:12');
    expect(formatTime(65.2)).toBe('1:05');
    expect(formatTime(599.99)).toBe('9:59');
    expect(formatTime(4503)).toBe('75:03');
  });
  it('treats negative and non-finite times as 0:00', () => {
    expect(formatTime(-3)).toBe('0:00');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
  it('keeps a time that floating point put a hair under a whole second', () => {
    expect(formatTime(0.1 + 0.2 + 2.7)).toBe('0:03');
  });
  it('formats ranges', () => {
    expect(formatRange({ start: 45.5, end: 52 })).toBe('0:45–0:52');
  });
});
