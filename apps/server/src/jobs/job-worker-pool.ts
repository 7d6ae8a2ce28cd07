import { JobLeaseLostError, type JobHandler } from './job-queue.ts';

/** A job an adapter has claimed: it holds the lease until it completes, fails or stops renewing. */
export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempt: number;
}

/** What an adapter gives the pool: claiming and settling jobs against its storage. */
export interface JobSource<J extends ClaimedJob> {
  /** Claims up to `limit` due jobs of `name` (fewer, or none, when fewer are due). */
  claim(name: string, limit: number): Promise<J[]>;
  /** Extends the lease; false when the job is no longer this claim's. */
  renew(job: J): Promise<boolean>;
  complete(job: J): Promise<void>;
  fail(job: J, error: Error): Promise<void>;
  /** Puts a job this claim holds back in the queue, due now, without counting the attempt (a drain ran out of time). */
  release(job: J): Promise<void>;
}

export interface JobWorkerPoolOptions {
  /** How often a running job's lease is renewed on its own (lease / 3). */
  heartbeatIntervalMs: number;
  /** How long an idle worker waits before looking for due jobs again (an enqueue in this process wakes it sooner). */
  pollIntervalMs: number;
  onError: (error: unknown) => void;
}

/**
 * Runs claim → handler → complete/fail loops, one per `start` call, with a bounded number of
 * handlers in flight each. Shared by both adapters so leases and shutdown behave the same.
 */
export class JobWorkerPool {
  private readonly workers: Worker<ClaimedJob>[] = [];
  private stopped = false;

  constructor(private readonly options: JobWorkerPoolOptions) {}

  start<J extends ClaimedJob>(name: string, source: JobSource<J>, handler: JobHandler, concurrency: number): void {
    if (this.stopped) throw new Error('The job queue has been stopped');
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a positive integer, got ${concurrency}`);
    const worker = new Worker<J>(name, source, handler, concurrency, this.options);
    this.workers.push(worker as unknown as Worker<ClaimedJob>);
    worker.run();
  }

  /** Ends idle waits of the workers for `name` (or all), e.g. right after an enqueue. */
  wake(name?: string): void {
    for (const worker of this.workers) if (name === undefined || worker.name === name) worker.wake();
  }

  /** Stops claiming; running jobs finish within `graceMs` or go back to the queue (JobQueue.drain). */
  async drain(graceMs = Number.POSITIVE_INFINITY): Promise<void> {
    this.stopped = true;
    await Promise.all(this.workers.map((worker) => worker.drain(graceMs)));
  }
}

/** A handler in flight: `done` settles once its job is completed, failed or released. */
interface Execution {
  done: Promise<void>;
  /** Aborts the handler and gives its job back, unless it is already settling. */
  release(): Promise<void>;
}

class Worker<J extends ClaimedJob> {
  private readonly running = new Set<Execution>();
  private stopping = false;
  private wakePending = false;
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    private readonly source: JobSource<J>,
    private readonly handler: JobHandler,
    private readonly concurrency: number,
    private readonly options: JobWorkerPoolOptions,
  ) {}

  run(): void {
    this.loop = this.claimLoop();
  }

  wake(): void {
    this.wakePending = true;
    this.wakeUp?.();
  }

  async drain(graceMs: number): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    const settled = Promise.allSettled([...this.running].map((execution) => execution.done));
    if (graceMs === Number.POSITIVE_INFINITY) {
      await settled;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), graceMs);
    });
    const expired = await Promise.race([settled.then(() => false), outOfTime]);
    clearTimeout(timer);
    if (expired) await Promise.all([...this.running].map((execution) => execution.release()));
  }

  private async claimLoop(): Promise<void> {
    while (!this.stopping) {
      this.wakePending = false;
      const free = this.concurrency - this.running.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const jobs = await this.source.claim(this.name, free);
          claimed = jobs.length;
          // Claimed jobs are run even when stop() came meanwhile: their leases are already taken.
          for (const job of jobs) this.execute(job);
        } catch (error) {
          this.options.onError(error);
        }
      }
      if (this.stopping) break;
      // A full batch means more may be due; otherwise wait for a wake-up or the next poll.
      if (claimed === free && this.running.size < this.concurrency) continue;
      await this.idle();
    }
  }

  private idle(): Promise<void> {
    if (this.wakePending) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.options.pollIntervalMs);
      const wakeUp = (): void => done();
      this.wakeUp = wakeUp;
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
    }).then(() => {
      this.wakeUp = null;
    });
  }

  private execute(job: J): void {
    const abort = new AbortController();
    // running → settling (being completed or failed) or → released (given back to the queue); never both.
    let state: 'running' | 'settling' | 'released' = 'running';
    let leaseLost = false;
    const heartbeat = async (): Promise<void> => {
      if (leaseLost || !(await this.source.renew(job))) {
        leaseLost = true;
        throw new JobLeaseLostError(job.id);
      }
    };
    const timer = setInterval(() => {
      heartbeat().catch((error: unknown) => {
        clearInterval(timer);
        this.options.onError(error);
      });
    }, this.options.heartbeatIntervalMs);
    const settle = async (): Promise<void> => {
      let failure: Error | null = null;
      try {
        await this.handler({ id: job.id, name: job.name, payload: job.payload, attempt: job.attempt, heartbeat, signal: abort.signal });
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
      } finally {
        clearInterval(timer);
      }
      if (state === 'released') return;
      state = 'settling';
      if (failure) await this.source.fail(job, failure);
      else await this.source.complete(job);
    };
    const execution: Execution = {
      done: settle()
        .catch((error: unknown) => this.options.onError(error))
        .finally(() => {
          this.running.delete(execution);
          this.wake();
        }),
      release: async () => {
        if (state !== 'running') return execution.done;
        state = 'released';
        clearInterval(timer);
        // No longer ours to wait for: a handler that ignores the abort must not hold up stop().
        this.running.delete(execution);
        abort.abort();
        await this.source.release(job).catch((error: unknown) => this.options.onError(error));
      },
    };
    this.running.add(execution);
  }
}
