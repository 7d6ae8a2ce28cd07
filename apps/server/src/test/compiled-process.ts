import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** `node scripts/build.mjs server`, as `npm start` and `npm run worker` run it first; answers what it printed. */
export function buildCompiledServer(): string {
  const run = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the build failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** One line of the process's pino log. */
export type LogLine = Record<string, unknown> & { msg?: string };

/** `apps/server/dist/<entry>.js` run by plain Node (no tsx), as `npm start` / `npm run worker` run it. */
export interface CompiledProcess {
  /** Resolves when it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its log so far (JSON lines on stdout), in order. */
  log(): LogLine[];
  /** Everything it printed, for failure messages. */
  output(): string;
  /** Resolves with the first log line that `matches`; rejects when the process exits first or after `timeoutMs`. */
  waitForLog(matches: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * Starts the compiled server (`main`) or worker with `env` on top of a bare environment (PATH, HOME, TMPDIR), so
 * nothing of the test runner's (NODE_OPTIONS, its loaders) reaches it.
 */
export function startCompiledProcess(entry: 'main' | 'worker', env: Record<string, string>): CompiledProcess {
  // WHISPER_MODEL=none: a test never fetches a speech model (a test may override it).
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: process.env.TMPDIR ?? '/tmp', WHISPER_MODEL: 'none', LOCAL_LLM_MODEL: 'none' };
  const child = spawn(process.execPath, [`apps/server/dist/${entry}.js`], { cwd: REPO_ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const lines: LogLine[] = [];
  let partial = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    partial += chunk;
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // Not a log line (a library printing on its own): kept in output() only.
      }
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (output += chunk));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  let gone = false;
  void exited.then(() => (gone = true));
  return {
    exited,
    log: () => [...lines],
    output: () => output,
    waitForLog: async (matches, timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = lines.find(matches);
        if (line) return line;
        if (gone) throw new Error(`apps/server/dist/${entry}.js exited before the expected log line:\n${output}`);
        if (Date.now() > deadline) throw new Error(`Timed out waiting for a log line of apps/server/dist/${entry}.js:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    kill: (signal) => child.kill(signal),
  };
}

/** A TCP port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
