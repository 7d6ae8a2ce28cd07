// The account feature's public entry: what the composition root builds, mounts and hands to other features.
export { createAccountRuntime, type AccountRuntime } from './account-runtime.ts';
export { ACCOUNT_BASE_PATH, accountRoutes } from './account-routes.ts';
export type { AccountTables } from './account-tables.ts';
export { loginHistoryUserData } from './login-history-user-data.ts';
export { userEmailOf } from './user-email.ts';
