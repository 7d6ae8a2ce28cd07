import { parseArgs } from 'node:util';

export interface CliArguments {
  file: string;
  fps: number | undefined;
  out: string | undefined;
}

export const CLI_USAGE = 'usage: rehearse-analyze <video file> [--fps N] [--out DIR]';

/** A mistake in how the command was called (exit code 2), as opposed to a bad file (exit code 1). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** `<file> [--fps N] [--out DIR]` → the parsed arguments, or a UsageError. */
export function parseCliArguments(argv: readonly string[]): CliArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { fps: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) throw new UsageError(CLI_USAGE);
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'no video file given' : 'give one video file');
  let fps: number | undefined;
  if (values.fps !== undefined) {
    fps = Number(values.fps);
    if (!Number.isFinite(fps) || fps <= 0 || fps > 30) throw new UsageError('--fps must be a number above 0 and at most 30');
  }
  return { file: positionals[0] as string, fps, out: values.out };
}
