import { describe, expect, it } from 'vitest';
import { whisperThreads } from './whisper-threads.ts';

describe('whisperThreads', () => {
  it('leaves the video branch its core while it runs, and takes every core when it does not', () => {
    expect(whisperThreads(2, true)).toBe(1);
    expect(whisperThreads(2, false)).toBe(2);
    expect(whisperThreads(8, true)).toBe(4);
  });

  it('never fewer than one thread, never more than four', () => {
    expect(whisperThreads(1, true)).toBe(1);
    expect(whisperThreads(0, false)).toBe(1);
    expect(whisperThreads(64, false)).toBe(4);
  });
});
