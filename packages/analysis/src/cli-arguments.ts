import { parseArgs } from 'node:util';

/** A recording to analyse whole. */
export interface RecordingArguments {
  kind: 'recording';
  file: string;
  fps: number | undefined;
  out: string | undefined;
}

/** A typed answer to judge for content only, as if read aloud. */
export interface TypedAnswerArguments {
  kind: 'text';
  textFile: string;
  question: string;
  competency: string | undefined;
  targetSeconds: number | undefined;
}

export type CliArguments = RecordingArguments | TypedAnswerArguments;

export const CLI_USAGE = [
  'usage: rehearse-analyze <video file> [--fps N] [--out DIR]',
  '       rehearse-analyze --text <answer.txt> --question "…" [--competency C] [--target-seconds N]',
].join('\n');

/** A mistake in how the command was called (exit code 2), as opposed to a bad file (exit code 1). */
export class UsageError extends Error {
  override name = 'UsageError';
}

const COMPETENCY_SLUG = /^[a-z][a-z0-9_]{1,47}$/;
const MAX_TARGET_SECONDS = 600;

/** `<file> [--fps N] [--out DIR]` or `--text FILE --question Q …` → the parsed arguments, or a UsageError. */
export function parseCliArguments(argv: readonly string[]): CliArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        fps: { type: 'string' },
        out: { type: 'string' },
        text: { type: 'string' },
        question: { type: 'string' },
        competency: { type: 'string' },
        'target-seconds': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) throw new UsageError(CLI_USAGE);
  if (values.text !== undefined) return typedAnswerArguments(values, positionals);
  for (const option of ['question', 'competency', 'target-seconds'] as const) {
    if (values[option] !== undefined) throw new UsageError(`--${option} goes with --text`);
  }
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'no video file given' : 'give one video file');
  let fps: number | undefined;
  if (values.fps !== undefined) {
    fps = Number(values.fps);
    if (!Number.isFinite(fps) || fps <= 0 || fps > 30) throw new UsageError('--fps must be a number above 0 and at most 30');
  }
  return { kind: 'recording', file: positionals[0] as string, fps, out: values.out };
}

function typedAnswerArguments(
  values: { text?: string; question?: string; competency?: string; 'target-seconds'?: string; fps?: string; out?: string },
  positionals: readonly string[],
): TypedAnswerArguments {
  if (positionals.length > 0 || values.fps !== undefined || values.out !== undefined) throw new UsageError('--text takes no video file, --fps or --out');
  if (!values.text) throw new UsageError('--text needs the file that holds the answer');
  const question = values.question?.trim();
  if (!question) throw new UsageError('--text needs --question "the question answered"');
  if (values.competency !== undefined && !COMPETENCY_SLUG.test(values.competency)) {
    throw new UsageError('--competency must be a lower-case slug such as teamwork or conflict_resolution');
  }
  let targetSeconds: number | undefined;
  if (values['target-seconds'] !== undefined) {
    targetSeconds = Number(values['target-seconds']);
    if (!Number.isFinite(targetSeconds) || targetSeconds <= 0 || targetSeconds > MAX_TARGET_SECONDS) {
      throw new UsageError(`--target-seconds must be a number above 0 and at most ${MAX_TARGET_SECONDS}`);
    }
  }
  return { kind: 'text', textFile: values.text, question, competency: values.competency, targetSeconds };
}
