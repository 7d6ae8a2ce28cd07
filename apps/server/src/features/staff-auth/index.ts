// The staff-auth feature's public entry: what the composition root mounts and runs for the admin CLI.
export { upsertStaffAccount, type StaffAccountInput } from './staff-accounts.ts';
export { staffAuthRoutes } from './staff-auth-routes.ts';
