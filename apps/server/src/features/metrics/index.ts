// The metrics feature's public entry: what the composition root builds and mounts.
export { httpMetrics } from './http-metrics.ts';
export { createMetrics, type Metrics } from './metrics.ts';
export { metricsRoutes } from './metrics-routes.ts';
