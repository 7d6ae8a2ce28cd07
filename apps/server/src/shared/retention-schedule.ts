import type { Logger } from '../logging/logger.ts';
import { runNowAndEvery } from './run-now-and-every.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which stored media (uploads, mock recordings) are past retention. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** A number of days an admin may change: the number, or a function asked at each use. */
export type DaysSetting = number | (() => number | Promise<number>);

/**
 * A sweep of what is past its retention (uploaded videos, mock recordings) run with the days as they are at that
 * moment, so an admin's change applies at the next sweep.
 */
export function withCurrentRetention(days: DaysSetting, sweep: (retentionDays: number, now?: Date) => Promise<number>): (now?: Date) => Promise<number> {
  return async (now) => sweep(typeof days === 'number' ? days : await days(), now);
}

/** Runs a sweep now and then every `intervalMs` (hourly by default); a failed run is logged; answers a stop function. */
export function scheduleSweep(run: () => Promise<unknown>, logger: Logger, intervalMs = 60 * 60 * 1000): () => void {
  return runNowAndEvery(run, intervalMs, (error) => logger.error({ err: error }, 'retention sweep failed'));
}
