import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LEASE_SECONDS, DEFAULT_MAX_ATTEMPTS } from './job-queue.ts';
import { resolveJobQueueOptions } from './job-queue-options.ts';

describe('resolveJobQueueOptions', () => {
  const onFinalFailure = () => undefined;

  it('fills in the shared defaults', () => {
    const resolved = resolveJobQueueOptions({ onFinalFailure });
    expect(resolved).toMatchObject({ leaseSeconds: DEFAULT_LEASE_SECONDS, pollIntervalMs: 1000, defaultMaxAttempts: DEFAULT_MAX_ATTEMPTS });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('database down');
    resolved.onError(error);
    expect(consoleError).toHaveBeenCalledWith('job queue:', error);
    consoleError.mockRestore();
  });

  it('keeps what the caller gave', () => {
    const onError = () => undefined;
    expect(resolveJobQueueOptions({ onFinalFailure, leaseSeconds: 0.5, pollIntervalMs: 20, defaultMaxAttempts: 1, onError })).toEqual({
      leaseSeconds: 0.5,
      pollIntervalMs: 20,
      defaultMaxAttempts: 1,
      onError,
    });
  });
});
