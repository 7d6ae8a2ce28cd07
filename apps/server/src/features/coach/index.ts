// The coach feature's public entry: what the composition root builds, mounts and hands to other features.
export { coachRoutes } from './coach-routes.ts';
export { createCoachRuntime, type CoachRuntime } from './coach-runtime.ts';
export type { CoachTables } from './coach-tables.ts';
export { coachUserData } from './coach-user-data.ts';
