import { describe, expect, it } from 'vitest';
import { uniqueDisplayName } from './unique-display-name.ts';

describe('uniqueDisplayName', () => {
  it('numbers one of several from 1 and leaves a lone name as it is', () => {
    expect(uniqueDisplayName('two-voice-interview.mp4', { duplicate_index: 1, total_duplicates: 2 })).toBe('two-voice-interview.mp4 (2)');
    expect(uniqueDisplayName('talk.mp4', { duplicate_index: 0, total_duplicates: 1 })).toBe('talk.mp4');
  });
});
