import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatLocalDateTime, withLocalDates } from './local-date.ts';
import { localTitle } from './local-title.ts';

describe('withLocalDates', () => {
  it("shows the compare summary's UTC stamps as the local dates every other screen shows", () => {
    const at = '2026-11-28T04:53:00.000Z';
    const summary = 'Across 2 analyses from 28 Nov 2026 04:53 UTC to 28 Nov 2026 23:10 UTC, your overall score improved by 3.0 points.';
    expect(withLocalDates(summary)).toBe(
      `Across 2 analyses from ${formatLocalDate(at)} to ${formatLocalDate('2026-11-28T23:10:00.000Z')}, your overall score improved by 3.0 points.`,
    );
    expect(withLocalDates(summary)).not.toContain('UTC');
    expect(formatLocalDate(at)).toBe(new Date(at).toLocaleDateString());
  });

  it('leaves a text without a stamp as it is', () => {
    expect(withLocalDates('Only one of the selected analyses has scores.')).toBe('Only one of the selected analyses has scores.');
  });
});

describe('formatLocalDateTime', () => {
  it('reads a moment to the minute, as a mock interview title’s stamp is shown, with no seconds', () => {
    const at = '2026-11-28T04:53:27.000Z';
    expect(localTitle('Mock interview — Behavioral, 28 Nov 2026 04:53 UTC')).toBe(`Mock interview — Behavioral, ${formatLocalDateTime(at)}`);
    expect(formatLocalDateTime(at)).toBe(formatLocalDateTime('2026-11-28T04:53:00.000Z'));
  });
});
