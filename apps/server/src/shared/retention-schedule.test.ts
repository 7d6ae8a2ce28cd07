import { describe, expect, it } from 'vitest';
import { withCurrentRetention } from './retention-schedule.ts';

describe('withCurrentRetention', () => {
  it('runs the sweep with the days as they are at each run', async () => {
    let days = 30;
    const seen: Array<[number, Date | undefined]> = [];
    const sweep = withCurrentRetention(
      () => days,
      async (retentionDays, now) => {
        seen.push([retentionDays, now]);
        return retentionDays;
      },
    );
    const at = new Date('2026-11-25T00:00:00.000Z');
    expect(await sweep(at)).toBe(30);
    days = 7;
    expect(await sweep()).toBe(7);
    expect(seen).toEqual([
      [30, at],
      [7, undefined],
    ]);
  });

  it('takes a fixed number as it is', async () => {
    expect(await withCurrentRetention(14, async (retentionDays) => retentionDays)()).toBe(14);
  });
});
