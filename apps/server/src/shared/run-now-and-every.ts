/**
 * Runs `task` now and then every `intervalMs` on a timer that does not keep the process alive; a failed run goes to
 * `onError` and the next run comes as planned. Answers a stop function. The app's schedules (retention sweeps,
 * heartbeats, pruning, purge checks) all start this way.
 */
export function runNowAndEvery(task: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): () => void {
  const tick = () => {
    task().catch(onError);
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
