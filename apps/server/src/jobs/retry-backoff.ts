/**
 * Delay before the next attempt after `attempt` (1-based) failed: base · 2^(attempt−1), capped.
 * No jitter: attempts of one job are already spread by when each failed.
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  return Math.min(maxMs, baseMs * 2 ** exponent);
}
