import { describe, expect, it } from 'vitest';
import { withoutStoragePaths } from './without-storage-paths.ts';

describe('withoutStoragePaths', () => {
  it('replaces absolute paths wherever they stand', () => {
    expect(withoutStoragePaths("ENOENT: no such file or directory, open '/srv/data/objects/uploads/u1/a.mp4'")).toBe(
      "ENOENT: no such file or directory, open '[file]'",
    );
    expect(withoutStoragePaths('/tmp/rehearse-x/audio.wav: Invalid data found when processing input')).toBe('[file] Invalid data found when processing input');
    expect(withoutStoragePaths('cannot read file:///var/lib/rehearse/x.m3u8 (denied)')).toBe('cannot read [file] (denied)');
    expect(withoutStoragePaths('input=C:\\data\\objects\\a.mp4 failed')).toBe('input=[file] failed');
  });

  it('leaves messages without paths as they are', () => {
    for (const message of ['The file has no audio stream', 'audio/video streams: 1/2 decoded', 'Analysis failed after 3 attempts: timeout']) {
      expect(withoutStoragePaths(message)).toBe(message);
    }
  });
});
