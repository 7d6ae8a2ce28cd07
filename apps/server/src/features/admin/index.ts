// The admin feature's public entry: what the composition root builds, mounts and hands to other features.
export { createAdminRuntime, type AdminRuntime } from './admin-runtime.ts';
export { adminRoutes } from './admin-routes.ts';
export type { AdminTables } from './admin-tables.ts';
export { auditAuthAdminRoutes } from './auth-admin-audit.ts';
export { currentAdminSettings, currentMaxUploadBytes } from './current-admin-settings.ts';
export { requireAdminForAuthRoutes } from './require-admin.ts';
export { sessionDetailsOnlyForManagers } from './session-details-for-readers.ts';
export { startWorkerHeartbeat } from './worker-heartbeat.ts';
