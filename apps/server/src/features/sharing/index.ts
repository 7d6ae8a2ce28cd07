// The sharing feature's public entry: what the composition root mounts and hands to other features.
export { SHARED_WITH_ME_BASE_PATH, sharedWithMeRoutes } from './shared-with-me-routes.ts';
export { sharingRoutes } from './sharing-routes.ts';
export { createSharingRuntime, type SharingRuntime } from './sharing-runtime.ts';
export type { SharedMockInterviews } from './shared-mock-interviews.ts';
export type { SharingTables } from './sharing-tables.ts';
export { sharingUserData } from './sharing-user-data.ts';
