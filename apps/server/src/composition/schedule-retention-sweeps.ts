import type { AppDeps } from './app-deps.ts';

/**
 * Every feature's retention sweeps, now and hourly: uploaded videos (analysis) and mock recordings with the mock
 * feature's other passes. Started by `npm start` and by each `npm run worker`; answers one stop function.
 */
export function scheduleRetentionSweeps(runtime: Pick<AppDeps, 'analysis' | 'mock'>): () => void {
  const stops = [runtime.analysis.scheduleRetention(), runtime.mock.scheduleMaintenance()];
  return () => stops.forEach((stop) => stop());
}
