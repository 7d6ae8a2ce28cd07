import { spawn } from 'node:child_process';

export interface CommandOutput {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** Collects a child process's output; never rejects on a non-zero exit (callers decide what it means). */
export function runCommand(command: string, args: readonly string[], options: { input?: Buffer } = {}): Promise<CommandOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') });
    });
    if (options.input && child.stdin) child.stdin.end(options.input);
  });
}

/** Runs a command and rejects with its last stderr line when it fails. */
export async function runCommandOrThrow(command: string, args: readonly string[]): Promise<CommandOutput> {
  const result = await runCommand(command, args);
  if (result.code !== 0) {
    const lastLine = result.stderr.trim().split('\n').at(-1) ?? '';
    throw new Error(`${command} exited with ${result.code}: ${lastLine}`);
  }
  return result;
}
