import { describe, expect, it } from 'vitest';
import { CLI_USAGE, parseCliArguments } from './cli-arguments.ts';

describe('parseCliArguments', () => {
  it('reads the file, --fps and --out, in any order', () => {
    expect(parseCliArguments(['--fps', '1.5', 'talk.webm', '--out', 'reports'])).toEqual({ file: 'talk.webm', fps: 1.5, out: 'reports' });
    expect(parseCliArguments(['talk.mp4'])).toEqual({ file: 'talk.mp4', fps: undefined, out: undefined });
  });

  it('refuses a missing or second file, a bad --fps and unknown options', () => {
    expect(() => parseCliArguments([])).toThrow('no video file given');
    expect(() => parseCliArguments(['a.mp4', 'b.mp4'])).toThrow('give one video file');
    expect(() => parseCliArguments(['a.mp4', '--fps', '0'])).toThrow('--fps');
    expect(() => parseCliArguments(['a.mp4', '--fps', 'fast'])).toThrow('--fps');
    expect(() => parseCliArguments(['a.mp4', '--speed', '2'])).toThrow(expect.objectContaining({ name: 'UsageError' }));
  });

  it('--help answers the usage', () => {
    expect(() => parseCliArguments(['--help'])).toThrow(CLI_USAGE);
  });
});
