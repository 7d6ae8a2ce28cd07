import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A pino log line of a cluster process, with the pid of the process life that wrote it. */
export interface LogLine {
  pid: number;
  msg?: string;
  [field: string]: unknown;
}

export type ClusterRole = 'api' | 'worker';

const ENTRY: Record<ClusterRole, string> = { api: 'apps/server/src/main.ts', worker: 'apps/server/src/worker.ts' };
/** What each entry point logs once it serves or takes jobs. */
const READY: Record<ClusterRole, string> = { api: 'Rehearse is listening', worker: 'analysis worker running' };

/**
 * One server process of a local cluster, run as an operator runs it (`node --import tsx` on main.ts or
 * worker.ts, configured only by its environment), that can be SIGKILLed and started again like a crashed machine.
 * Its output is kept as parsed pino lines and appended to `logFile`.
 */
export class ClusterProcess {
  private child: ChildProcess | null = null;
  private exit: Promise<[number | null, NodeJS.Signals | null]> | null = null;
  private readonly lines: LogLine[] = [];
  private stderr = '';

  constructor(
    readonly name: string,
    readonly role: ClusterRole,
    readonly env: Readonly<Record<string, string>>,
    readonly logFile: string,
  ) {}

  /** `http://127.0.0.1:<PORT>` of an API instance; null for a worker. */
  get url(): string | null {
    return this.role === 'api' ? `http://127.0.0.1:${this.env.PORT}` : null;
  }

  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Every log line so far, of every life of this process. */
  logs(): readonly LogLine[] {
    return this.lines;
  }

  /** Starts the process and resolves once it serves (API) or takes jobs (worker). */
  async start(timeoutMs = 120_000): Promise<void> {
    if (this.running) throw new Error(`${this.name} is already running`);
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY[this.role]], { cwd: repoRoot, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exit = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const pid = child.pid ?? -1;
    let partial = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      appendFileSync(this.logFile, chunk);
      const text = partial + chunk;
      const complete = text.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) if (line.trim()) this.lines.push(parseLine(line, pid));
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      appendFileSync(this.logFile, chunk);
      this.stderr += chunk;
    });
    await this.waitForLog((line) => line.pid === pid && typeof line.msg === 'string' && line.msg.startsWith(READY[this.role]), timeoutMs);
  }

  /** Resolves with the first line (of any life) that `match` accepts; rejects on timeout or when the process exits first. */
  async waitForLog(match: (line: LogLine) => boolean, timeoutMs: number): Promise<LogLine> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.lines.find(match);
      if (found) return found;
      if (!this.running) throw new Error(`${this.name} exited (${this.child?.exitCode ?? this.child?.signalCode}) before the awaited log line:\n${this.stderr.slice(-2000)}`);
      if (Date.now() > deadline) throw new Error(`${this.name}: timed out after ${timeoutMs} ms waiting for a log line (see ${this.logFile})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** SIGKILLs the process at once, without waiting: for `process.on('exit')`, where nothing can be awaited. */
  killNow(): void {
    if (this.running) this.child?.kill('SIGKILL');
  }

  /** Sends `signal` and resolves once the process has exited, with how it ended. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (!this.child || !this.exit) return { code: null, signal: null };
    if (this.running) this.child.kill(signal);
    const [code, endedBy] = await this.exit;
    return { code, signal: endedBy };
  }
}

function parseLine(line: string, pid: number): LogLine {
  try {
    const parsed: unknown = JSON.parse(line);
    if (parsed && typeof parsed === 'object') return { ...(parsed as Record<string, unknown>), pid };
  } catch {
    // Not pino's JSON (a start-up failure printed with console.error): kept as the message.
  }
  return { pid, msg: line };
}
