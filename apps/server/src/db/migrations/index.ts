import type { Migration } from 'kysely';

/** Every migration in order. Names sort lexically; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {};
