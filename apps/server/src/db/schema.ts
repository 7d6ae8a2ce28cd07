/**
 * The app's own tables as Kysely sees them. Each feature declares its table types in its
 * own folder and they are joined here. better-auth's tables are queried through better-auth.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- tables are added by each feature
export interface DatabaseSchema {}
