import { childFailureReason } from './child-failure-reason.ts';
import { spawnWithTimeLimit } from './spawn-with-time-limit.ts';
import type { TimeLimit } from './time-limit.ts';

export interface CommandOutput {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * Collects a child process's output; never rejects on a non-zero exit (callers decide what it means). With a
 * `limit`, rejects with a MediaError when the child runs past it (its process group is killed).
 */
export async function runCommand(
  command: string,
  args: readonly string[],
  options: { input?: Buffer; limit?: TimeLimit } = {},
): Promise<CommandOutput> {
  const { child, closed } = spawnWithTimeLimit(command, args, {
    stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    limit: options.limit ?? null,
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
  if (options.input && child.stdin) child.stdin.end(options.input);
  const code = await closed;
  return { code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') };
}

/** Runs a command and rejects with its last stderr line (without paths) when it fails. */
export async function runCommandOrThrow(command: string, args: readonly string[]): Promise<CommandOutput> {
  const result = await runCommand(command, args);
  if (result.code !== 0) throw new Error(`${command} exited with ${result.code}: ${childFailureReason(result.stderr)}`);
  return result;
}
