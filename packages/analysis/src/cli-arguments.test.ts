import { describe, expect, it } from 'vitest';
import { CLI_USAGE, parseCliArguments } from './cli-arguments.ts';

describe('parseCliArguments', () => {
  it('reads the file, --fps and --out, in any order', () => {
    expect(parseCliArguments(['--fps', '1.5', 'talk.webm', '--out', 'reports'])).toEqual({ kind: 'recording', file: 'talk.webm', fps: 1.5, out: 'reports' });
    expect(parseCliArguments(['talk.mp4'])).toEqual({ kind: 'recording', file: 'talk.mp4', fps: undefined, out: undefined });
  });

  it('refuses a missing or second file, a bad --fps and unknown options', () => {
    expect(() => parseCliArguments([])).toThrow('no video file given');
    expect(() => parseCliArguments(['a.mp4', 'b.mp4'])).toThrow('give one video file');
    expect(() => parseCliArguments(['a.mp4', '--fps', '0'])).toThrow('--fps');
    expect(() => parseCliArguments(['a.mp4', '--fps', 'fast'])).toThrow('--fps');
    expect(() => parseCliArguments(['a.mp4', '--speed', '2'])).toThrow(expect.objectContaining({ name: 'UsageError' }));
  });

  it('reads a typed answer with its question, competency and target time', () => {
    expect(parseCliArguments(['--text', 'a.txt', '--question', ' Tell me about a conflict. ', '--competency', 'conflict_resolution', '--target-seconds', '90'])).toEqual({
      kind: 'text',
      textFile: 'a.txt',
      question: 'Tell me about a conflict.',
      competency: 'conflict_resolution',
      targetSeconds: 90,
    });
    expect(parseCliArguments(['--text', 'a.txt', '--question', 'Why us?'])).toMatchObject({ competency: undefined, targetSeconds: undefined });
  });

  it('refuses a typed answer without a question, with a video file, a bad competency or target time', () => {
    expect(() => parseCliArguments(['--text', 'a.txt'])).toThrow('--question');
    expect(() => parseCliArguments(['--text', 'a.txt', '--question', '  '])).toThrow('--question');
    expect(() => parseCliArguments(['--text', 'a.txt', '--question', 'Q?', 'b.mp4'])).toThrow('no video file');
    expect(() => parseCliArguments(['--text', 'a.txt', '--question', 'Q?', '--competency', 'Team Work'])).toThrow('--competency');
    expect(() => parseCliArguments(['--text', 'a.txt', '--question', 'Q?', '--target-seconds', '1e9'])).toThrow('--target-seconds');
    expect(() => parseCliArguments(['b.mp4', '--question', 'Q?'])).toThrow('--question goes with --text');
  });

  it('--help answers the usage', () => {
    expect(() => parseCliArguments(['--help'])).toThrow(CLI_USAGE);
  });
});
