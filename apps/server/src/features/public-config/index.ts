// The public-config feature's public entry: what the composition root mounts.
export { publicConfigRoutes } from './public-config-routes.ts';
