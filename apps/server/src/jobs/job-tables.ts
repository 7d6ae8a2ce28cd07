import type { Generated } from 'kysely';

export type JobStatus = 'queued' | 'active' | 'completed' | 'failed';

/**
 * The embedded job queue's table. Times are epoch milliseconds (BIGINT on PostgreSQL,
 * INTEGER on SQLite) so both dialects compare them the same way.
 */
export interface JobsTable {
  id: string;
  name: string;
  /** JSON text of the payload given to `enqueue`. */
  payload: string;
  status: JobStatus;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: number;
  /** End of the current lease; an active job whose lease has passed is claimable again. */
  locked_until: number | null;
  /** Random token of the claim holding the lease (one per claim, not per worker). */
  locked_by: string | null;
  last_error: string | null;
  singleton_key: string | null;
  created_at: number;
  updated_at: number;
}

export interface JobTables {
  jobs: JobsTable;
}
