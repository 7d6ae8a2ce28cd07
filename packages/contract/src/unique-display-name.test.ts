import { describe, expect, it } from 'vitest';
import { duplicatePlaces, uniqueDisplayName } from './unique-display-name.ts';

describe('uniqueDisplayName', () => {
  it('numbers one of several from 1 and leaves a lone name as it is', () => {
    expect(uniqueDisplayName('two-voice-interview.mp4', { duplicate_index: 1, total_duplicates: 2 })).toBe('two-voice-interview.mp4 (2)');
    expect(uniqueDisplayName('talk.mp4', { duplicate_index: 0, total_duplicates: 1 })).toBe('talk.mp4');
  });
});

describe('duplicatePlaces', () => {
  it('numbers same-named items oldest first and counts them', () => {
    const places = duplicatePlaces([
      { key: 'c', display_name: 'talk.mp4', start_time: '2026-01-03T00:00:00.000Z' },
      { key: 'a', display_name: 'talk.mp4', start_time: '2026-01-01T00:00:00.000Z' },
      { key: 'x', display_name: 'other.mp4', start_time: '2026-01-02T00:00:00.000Z' },
      { key: 'b', display_name: 'talk.mp4', start_time: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(places.get('a')).toEqual({ duplicate_index: 0, total_duplicates: 3 });
    expect(places.get('b')).toEqual({ duplicate_index: 1, total_duplicates: 3 });
    expect(places.get('c')).toEqual({ duplicate_index: 2, total_duplicates: 3 });
    expect(places.get('x')).toEqual({ duplicate_index: 0, total_duplicates: 1 });
  });

  it('breaks ties in start time by key, so the order is stable', () => {
    const t = '2026-01-01T00:00:00.000Z';
    const places = duplicatePlaces([
      { key: 'z', display_name: 'a.mp4', start_time: t },
      { key: 'm', display_name: 'a.mp4', start_time: t },
    ]);
    expect(places.get('m')?.duplicate_index).toBe(0);
    expect(places.get('z')?.duplicate_index).toBe(1);
  });

  it('treats names case-sensitively, as file names are stored', () => {
    const places = duplicatePlaces([
      { key: 'a', display_name: 'Talk.mp4', start_time: '2026-01-01T00:00:00.000Z' },
      { key: 'b', display_name: 'talk.mp4', start_time: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(places.get('b')).toEqual({ duplicate_index: 0, total_duplicates: 1 });
  });
});

describe('uniqueDisplayName', () => {
  it('appends the 1-based number when there are several', () => {
    expect(uniqueDisplayName('talk.mp4', { duplicate_index: 2, total_duplicates: 3 })).toBe('talk.mp4 (3)');
    expect(uniqueDisplayName('talk.mp4', { duplicate_index: 0, total_duplicates: 2 })).toBe('talk.mp4 (1)');
  });

  it('leaves a lone name alone', () => {
    expect(uniqueDisplayName('talk.mp4', { duplicate_index: 0, total_duplicates: 1 })).toBe('talk.mp4');
  });
});
