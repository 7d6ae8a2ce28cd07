import { randomUUID } from 'node:crypto';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/** FOR TESTS ONLY: stores a completed analysis session for `userId` (as the analysis job would). */
export async function insertCompletedAnalysis(
  db: Kysely<DatabaseSchema>,
  userId: string,
  input: { name: string; startTime: string; result: AnalysisResult | Record<string, unknown>; category?: 'video_upload' | 'mock_interview' },
): Promise<string> {
  const sessionId = randomUUID();
  await db
    .insertInto('analysis_sessions')
    .values({
      session_id: sessionId,
      user_id: userId,
      video_upload_id: null,
      category: input.category ?? 'video_upload',
      display_name: input.name,
      status: 'completed',
      stage: 'done',
      progress: 100,
      error: null,
      start_time: input.startTime,
      end_time: input.startTime,
      result: JSON.stringify(input.result),
      summary: null,
      report_files: null,
      created_at: input.startTime,
    })
    .execute();
  return sessionId;
}
