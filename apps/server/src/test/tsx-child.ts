import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A TypeScript fixture run as its own Node process (through tsx), so a test can SIGKILL it like a crash. */
export interface TsxChild {
  child: ChildProcess;
  /** Everything it has printed on stdout so far. */
  output(): string;
  /** Resolves once stdout contains `marker` or the process has exited, whichever is first. */
  waitForOutput(marker: string, timeoutMs: number): Promise<void>;
  /** SIGKILLs it and answers the signal it died of. */
  kill(): Promise<NodeJS.Signals | null>;
}

export function startTsxChild(file: string, args: readonly string[]): TsxChild {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return {
    child,
    output: () => output,
    waitForOutput: async (marker, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(marker) && child.exitCode === null && child.signalCode === null) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting for "${marker}" from ${file}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    kill: async () => {
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
      const [, signal] = await exited;
      return signal;
    },
  };
}
