import { mockInterviewDisplayName } from '@rehearse/contract/mock-constants';
import { afterEach, describe, expect, it } from 'vitest';
import { localTitle } from './local-title.ts';
import { sessionTitle } from './session-scores.ts';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('localTitle', () => {
  it("shows a mock interview's time in the user's time zone, not UTC", () => {
    const stored = mockInterviewDisplayName(new Date('2026-11-28T04:53:00Z'), 'Behavioral');
    process.env.TZ = 'Asia/Tokyo';
    const tokyo = localTitle(stored);
    expect(tokyo).not.toContain('UTC');
    expect(tokyo).toBe(`Mock interview — Behavioral, ${new Date('2026-11-28T04:53:00Z').toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })}`);
    process.env.TZ = 'America/New_York';
    const newYork = localTitle(stored);
    expect(newYork).not.toBe(tokyo); // the evening before in New York, the afternoon in Tokyo
    expect(newYork).toBe(`Mock interview — Behavioral, ${new Date('2026-11-27T23:53:00Z').toLocaleString(undefined, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })}`);
  });

  it('is what the lists and the dashboard show as the title; other titles stay as they are', () => {
    process.env.TZ = 'Asia/Tokyo';
    const mock = { display_name: 'Mock interview — 28 Nov 2026 04:53 UTC', video_upload: null, duplicate_index: 0, total_duplicates: 1 };
    expect(sessionTitle(mock, 'Untitled')).not.toContain('UTC');
    expect(sessionTitle({ display_name: 'my answer.mp4', video_upload: null, duplicate_index: 0, total_duplicates: 1 }, 'Untitled')).toBe('my answer.mp4');
    expect(sessionTitle({ display_name: ' ', video_upload: null, duplicate_index: 0, total_duplicates: 1 }, 'Untitled')).toBe('Untitled');
  });
});
