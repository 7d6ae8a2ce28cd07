// The health feature's public entry: what the composition root mounts.
export { healthRoutes } from './health-routes.ts';
