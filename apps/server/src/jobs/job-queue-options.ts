import { DEFAULT_LEASE_SECONDS, DEFAULT_MAX_ATTEMPTS, type OnFinalFailure } from './job-queue.ts';

/** The options every adapter takes, and `createJobQueue` passes through. */
export interface JobQueueOptions {
  onFinalFailure: OnFinalFailure;
  /** How long a claim holds a job without a heartbeat (default 30 s). */
  leaseSeconds?: number;
  /** Idle wait between looks for due jobs (default 1000 ms). */
  pollIntervalMs?: number;
  /** Total runs for a job enqueued without `maxAttempts` (default 3). */
  defaultMaxAttempts?: number;
  /** Errors outside any handler (database trouble, a throwing onFinalFailure). Default: console.error. */
  onError?: (error: unknown) => void;
}

export type ResolvedJobQueueOptions = Required<Omit<JobQueueOptions, 'onFinalFailure'>>;

/** The common options with the defaults both adapters share filled in. */
export function resolveJobQueueOptions(options: JobQueueOptions): ResolvedJobQueueOptions {
  return {
    leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    defaultMaxAttempts: options.defaultMaxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    onError: options.onError ?? ((error) => console.error('job queue:', error)),
  };
}
