import { describe, expect, it } from 'vitest';
import { mockInterviewDisplayName } from './mock-constants.ts';
import { titleWithLocalTime, utcTitleStamp } from './title-time.ts';

const iso = (at: Date) => at.toISOString();

describe('title time', () => {
  it('finds the UTC stamp the server wrote into a title and hands its instant to the local format', () => {
    const title = mockInterviewDisplayName(new Date('2026-11-28T04:53:00Z'), 'Behavioral');
    expect(title).toBe('Mock interview — Behavioral, 28 Nov 2026 04:53 UTC');
    expect(titleWithLocalTime(title, iso)).toBe('Mock interview — Behavioral, 2026-11-28T04:53:00.000Z');
    expect(titleWithLocalTime('Mock interview — 1 Jan 2027 23:59 UTC (2)', iso)).toBe('Mock interview — 2027-01-01T23:59:00.000Z (2)');
  });

  it('rewrites every stamp in a text that quotes several titles (a coach reply)', () => {
    const reply = '- **Latest**: 70.0% ("Mock interview — 28 Nov 2026 15:15 UTC")\n- **Compared with "Mock interview — 27 Nov 2026 09:00 UTC"**: +1.0 points';
    expect(titleWithLocalTime(reply, iso)).toBe('- **Latest**: 70.0% ("Mock interview — 2026-11-28T15:15:00.000Z")\n- **Compared with "Mock interview — 2026-11-27T09:00:00.000Z"**: +1.0 points');
  });

  it('leaves a title without the stamp as it is', () => {
    expect(titleWithLocalTime('my answer.mp4', iso)).toBe('my answer.mp4');
    expect(titleWithLocalTime('Friday practice, 28 Nov', iso)).toBe('Friday practice, 28 Nov');
  });

  it('writes the stamp as day, short month, year and UTC time', () => {
    expect(utcTitleStamp(new Date('2026-03-05T07:08:59Z'))).toBe('5 Mar 2026 07:08 UTC');
  });
});
