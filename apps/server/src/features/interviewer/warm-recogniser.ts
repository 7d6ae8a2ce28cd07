import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WarmRecognisersOptions {
  pocketsphinxPath: string;
  /** Recognisers kept at once (each holds its acoustic and language model, ≈ 30 MB): the least recently used goes. */
  maxWarm: number;
  /** A recogniser unused this long is stopped: the interview is over or paused. */
  idleMs: number;
  /** One chunk's decoding may take this long before its recogniser is stopped and the chunk fails. */
  chunkTimeoutMs: number;
}

export const DEFAULT_WARM_RECOGNISERS: Omit<WarmRecognisersOptions, 'pocketsphinxPath'> = { maxWarm: 4, idleMs: 60_000, chunkTimeoutMs: 15_000 };

interface Pending {
  id: string;
  resolve: (text: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One PocketSphinx kept loaded per interview session. `pocketsphinx_batch` started per chunk spends most of its time
 * loading its models before it decodes a few seconds of audio; started once with its control file on stdin, it decodes
 * each chunk as its name arrives there and prints the words (`-hyp`) on stdout, models already in memory.
 */
class WarmRecogniser {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly queue: Pending[] = [];
  private out = '';
  private next = 0;
  private closed = false;
  lastUsed = Date.now();

  constructor(
    private readonly dir: string,
    options: WarmRecognisersOptions,
    private readonly onExit: () => void,
  ) {
    const args = ['-ctl', '/dev/stdin', '-cepdir', dir, '-cepext', '.wav', '-adcin', 'yes', '-adchdr', '44', '-hyp', '/dev/stdout', '-logfn', '/dev/null'];
    this.child = spawn(options.pocketsphinxPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (text: string) => this.read(text));
    this.child.stderr.resume();
    this.child.stdin.on('error', () => undefined);
    this.child.on('error', (error) => this.close(error));
    this.child.on('close', () => this.close(new Error('the recogniser stopped')));
  }

  /** The words of a 16 kHz mono WAV with a 44-byte header; chunks of one session are decoded in the order given. */
  async transcribe(wav: Buffer, timeoutMs: number): Promise<string> {
    if (this.closed) throw new Error('the recogniser stopped');
    this.lastUsed = Date.now();
    const id = `c${this.next++}`;
    await writeFile(join(this.dir, `${id}.wav`), wav);
    return new Promise<string>((resolve, reject) => {
      // It may have stopped while the chunk was written (a binary that could not start fails only then).
      if (this.closed) return reject(new Error('the recogniser stopped'));
      const timer = setTimeout(() => this.close(new Error('the recogniser took too long')), timeoutMs);
      this.queue.push({ id, resolve, reject, timer });
      this.child.stdin.write(`${id}\n`);
    }).finally(() => void rm(join(this.dir, `${id}.wav`), { force: true }));
  }

  /** A `-hyp` line is `words (id score)`, or `(id score)` for no words. */
  private read(text: string) {
    this.out += text;
    let newline: number;
    while ((newline = this.out.indexOf('\n')) >= 0) {
      const line = this.out.slice(0, newline);
      this.out = this.out.slice(newline + 1);
      const m = /^(.*?)\s*\((c\d+)(?:\s+-?\d+)?\)\s*$/.exec(line);
      const pending = m && this.queue.findIndex((p) => p.id === m[2]);
      if (!m || pending === null || pending < 0) continue;
      const [done] = this.queue.splice(pending, 1);
      clearTimeout(done!.timer);
      done!.resolve(m[1]!.trim());
    }
  }

  close(error = new Error('the recogniser was stopped')) {
    if (this.closed) return;
    this.closed = true;
    for (const pending of this.queue.splice(0)) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.child.kill('SIGKILL');
    void rm(this.dir, { recursive: true, force: true });
    this.onExit();
  }

  get stopped() {
    return this.closed;
  }
}

/** The warm recognisers of the interviews under way: bounded, stopped when idle, when evicted and at shutdown. */
export class WarmRecognisers {
  private readonly warm = new Map<string, Promise<WarmRecogniser>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: WarmRecognisersOptions) {
    this.sweeper = setInterval(() => this.sweep(), Math.max(1_000, Math.floor(options.idleMs / 4)));
    this.sweeper.unref();
  }

  async transcribe(sessionId: string, wav: Buffer): Promise<string> {
    const recogniser = await this.recogniserFor(sessionId);
    return recogniser.transcribe(wav, this.options.chunkTimeoutMs);
  }

  /** Stops the session's recogniser (its interview ended). */
  async end(sessionId: string): Promise<void> {
    const warm = this.warm.get(sessionId);
    this.warm.delete(sessionId);
    (await warm?.catch(() => null))?.close();
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.warm.keys()].map((id) => this.end(id)));
  }

  get size(): number {
    return this.warm.size;
  }

  private recogniserFor(sessionId: string): Promise<WarmRecogniser> {
    const existing = this.warm.get(sessionId);
    if (existing) {
      // Most recently used last: the first key is the one evicted.
      this.warm.delete(sessionId);
      this.warm.set(sessionId, existing);
      return existing;
    }
    while (this.warm.size >= this.options.maxWarm) {
      const oldest = this.warm.keys().next().value;
      if (oldest === undefined) break;
      void this.end(oldest);
    }
    const started = mkdtemp(join(tmpdir(), 'rehearse-warm-')).then((dir) => {
      const recogniser: WarmRecogniser = new WarmRecogniser(dir, this.options, () => {
        if (this.warm.get(sessionId) === started) this.warm.delete(sessionId);
      });
      return recogniser;
    });
    this.warm.set(sessionId, started);
    return started;
  }

  private sweep() {
    const now = Date.now();
    for (const [id, warm] of this.warm) {
      void warm.then((r) => {
        if (r.stopped || now - r.lastUsed >= this.options.idleMs) void this.end(id);
      }, () => this.warm.delete(id));
    }
  }
}
