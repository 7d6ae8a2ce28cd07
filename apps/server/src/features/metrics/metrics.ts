import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';
import { quantile } from './quantile.ts';

/** Completed analyses the duration-ratio quantiles are taken over. */
const RATIO_WINDOW = 200;

export interface Metrics {
  registry: Registry;
  /** One finished HTTP request, labelled by its route pattern (never the raw path, which holds ids). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

/**
 * The Prometheus metrics of one process (`GET /metrics`). HTTP latency is this instance's own;
 * queue depth and analyses are read from the shared database at scrape time, so separate worker
 * processes need no metrics endpoint of their own.
 */
export function createMetrics(deps: { analyses: Pick<AnalysisReadModel, 'countByStatus' | 'recentDurationRatios'>; queue: JobQueue }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'rehearse_' });
  const { analyses } = deps;

  const httpDuration = new Histogram({
    name: 'rehearse_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: 'rehearse_queue_jobs',
    help: 'Jobs in the queue by state (queued is the depth waiting for a worker)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const stats = await deps.queue.stats?.();
      if (!stats) return;
      for (const [state, count] of Object.entries(stats)) this.set({ state }, count);
    },
  });

  new Gauge({
    name: 'rehearse_analyses',
    help: 'Analyses by outcome (status) in the database',
    labelNames: ['outcome'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of await analyses.countByStatus()) this.set({ outcome: status }, count);
    },
  });

  new Gauge({
    name: 'rehearse_analysis_duration_ratio',
    help: `Analysis wall time divided by media duration, over the last ${RATIO_WINDOW} completed analyses`,
    labelNames: ['quantile'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const ratios = await analyses.recentDurationRatios(RATIO_WINDOW);
      for (const q of [0.5, 0.95]) {
        const value = quantile(ratios, q);
        if (value !== null) this.set({ quantile: String(q) }, value);
      }
    },
  });

  return {
    registry,
    observeRequest: (method, route, status, seconds) => httpDuration.observe({ method, route, status: String(status) }, seconds),
  };
}
