import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { migratedTestDatabase } from '../test/migrated-test-database.ts';
import { EmbeddedJobQueue } from './embedded-job-queue.ts';
import { finishedJobCutoff, scheduleFinishedJobPruning } from './finished-job-pruning.ts';
import type { JobStatus } from './job-tables.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('finishedJobCutoff', () => {
  it('is retentionDays before now', () => {
    expect(finishedJobCutoff(100 * DAY, 30)).toBe(70 * DAY);
    expect(finishedJobCutoff(100 * DAY, 0.5)).toBe(99.5 * DAY);
  });
});

describe('pruning finished jobs of the embedded queue (real database)', () => {
  const database = migratedTestDatabase();

  async function job(id: string, status: JobStatus, updatedAt: number): Promise<void> {
    await database().db
      .insertInto('jobs')
      .values({ id, name: 'prune.test', payload: '{}', status, max_attempts: 3, run_at: updatedAt, locked_until: null, locked_by: null, last_error: null, singleton_key: null, created_at: updatedAt, updated_at: updatedAt })
      .execute();
  }
  async function remaining(): Promise<string[]> {
    return (await database().db.selectFrom('jobs').select('id').where('name', '=', 'prune.test').orderBy('id').execute()).map((row) => row.id);
  }

  it('deletes completed and failed jobs older than the retention, and never a queued or active one', async () => {
    const now = Date.now();
    await job('a-old-completed', 'completed', now - 31 * DAY);
    await job('b-old-failed', 'failed', now - 31 * DAY);
    await job('c-old-queued', 'queued', now - 31 * DAY);
    await job('d-old-active', 'active', now - 31 * DAY);
    await job('e-recent-completed', 'completed', now - 29 * DAY);
    await job('f-recent-failed', 'failed', now - 1000);
    const queue = new EmbeddedJobQueue({ database: database(), onFinalFailure: () => {} });

    expect(await queue.pruneFinished(finishedJobCutoff(now, 30))).toBe(2);
    expect(await remaining()).toEqual(['c-old-queued', 'd-old-active', 'e-recent-completed', 'f-recent-failed']);
    expect(await queue.stats()).toMatchObject({ completed: 1, failed: 1 });
    expect(await queue.pruneFinished(finishedJobCutoff(now, 30))).toBe(0);

    // The schedule prunes at once with the configured retention.
    const stop = scheduleFinishedJobPruning(queue, 1, createLogger('silent'), 60 * 60 * 1000);
    stop();
    await expect.poll(remaining).toEqual(['c-old-queued', 'd-old-active', 'f-recent-failed']);
  });
});
