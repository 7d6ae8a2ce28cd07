// The contact feature's public entry: what the composition root mounts and hands to other features.
export { CONTACT_RATE_LIMIT, contactRoutes } from './contact-routes.ts';
export { contactUserData } from './contact-user-data.ts';
export type { ContactTables } from './contact-tables.ts';
