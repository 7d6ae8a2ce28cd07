// The mock-interview feature's public entry: what the composition root builds, mounts and hands to other features.
export { withMockErrorFields } from './mock-error-fields.ts';
export { mockInterviewRemoval } from './mock-interview-removal.ts';
export { MOCK_BASE_PATH } from './mock-route-definitions.ts';
export { mockRoutes } from './mock-routes.ts';
export { createMockRuntime, type MockRuntime } from './mock-runtime.ts';
export type { MockTables } from './mock-tables.ts';
export { mockUserData } from './mock-user-data.ts';
export { userRecordingsPrefix } from './recording-keys.ts';
