/** Runs `attempt` up to `attempts` times, waiting `delayMs × n` before the n-th retry; rethrows the last failure. */
export async function withRetries<T>(attempt: () => Promise<T>, attempts: number, delayMs: number, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<T> {
  let last: unknown;
  for (let n = 1; n <= attempts; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      last = error;
      if (n < attempts) await sleep(delayMs * n);
    }
  }
  throw last;
}

/** A wait that ends early, rejecting with an AbortError, when `signal` aborts (the page was left): no timer outlives it. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
