import { titleWithLocalTime } from '@rehearse/contract/title-time';
import { describe, expect, it } from 'vitest';
import { analysisWithWhen } from './analysis-when.ts';

describe('analysisWithWhen', () => {
  it('writes when an upload was made as the stamp a screen turns into local time, never a bare UTC date', () => {
    const text = analysisWithWhen({ name: 'Friday answer', date: '2026-11-20T23:30:00Z' });
    expect(text).toBe('"Friday answer" (20 Nov 2026 23:30 UTC)');
    expect(titleWithLocalTime(text, (at) => at.toISOString())).toBe('"Friday answer" (2026-11-20T23:30:00.000Z)');
  });

  it("does not repeat the time a mock interview's name already carries", () => {
    expect(analysisWithWhen({ name: 'Mock interview — 28 Nov 2026 15:15 UTC', date: '2026-11-28T15:15:00Z' })).toBe('"Mock interview — 28 Nov 2026 15:15 UTC"');
  });
});
