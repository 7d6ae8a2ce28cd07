import { describe, expect, it } from 'vitest';
import { analysesPerDay } from './analyses-per-day.ts';

describe('analysesPerDay', () => {
  it('fills missing days with 0, oldest first, ending today (UTC)', () => {
    const now = new Date('2026-03-10T23:59:00Z');
    expect(analysesPerDay([{ date: '2026-03-10', count: 4 }, { date: '2026-03-08', count: 1 }, { date: '2026-02-01', count: 9 }], now, 3)).toEqual([
      { date: '2026-03-08', count: 1 },
      { date: '2026-03-09', count: 0 },
      { date: '2026-03-10', count: 4 },
    ]);
  });
});
