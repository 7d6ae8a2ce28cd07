import { describe, expect, it } from 'vitest';
import { childFailureReason, withoutPaths } from './child-failure-reason.ts';

describe('withoutPaths', () => {
  it('takes out an absolute path as ffmpeg prints it before its colon', () => {
    expect(withoutPaths('/srv/rehearse/data/objects/7f/3a.mp4: Invalid data found when processing input')).toBe(
      '<file>: Invalid data found when processing input',
    );
  });

  it('takes out file: URLs and quoted paths', () => {
    expect(withoutPaths("Error opening input file file:/data/objects/a.webm.")).toBe('Error opening input file <file>');
    expect(withoutPaths("could not open 'file:///tmp/rehearse-audio-x1/speech.wav'")).toBe("could not open '<file>'");
    expect(withoutPaths('ERROR: "/tmp/w/speech.wav" not found')).toBe('ERROR: "<file>" not found');
  });

  it('a known path with spaces goes whole', () => {
    expect(withoutPaths('/home/a b/data/x.mp4: No such file or directory', ['/home/a b/data/x.mp4'])).toBe(
      '<file>: No such file or directory',
    );
    expect(withoutPaths('Error opening file:/home/a b/x.mp4 now', ['/home/a b/x.mp4'])).toBe('Error opening <file> now');
  });

  it('keeps ratios, time bases and words with slashes', () => {
    const line = 'Stream #0:0: Video: h264, yuv420p, 640x360 [SAR 1:1 DAR 16:9], 15 fps, 1/15360 tbn, and/or';
    expect(withoutPaths(line)).toBe(line);
  });
});

describe('childFailureReason', () => {
  it('is the last non-empty stderr line, without paths', () => {
    expect(childFailureReason('first\n[in#0 @ 0x1] /data/o/a.mp4: Invalid data found\n\n')).toBe('[in#0 @ 0x1] <file>: Invalid data found');
  });

  it('is empty when the child said nothing', () => {
    expect(childFailureReason('')).toBe('');
  });
});
