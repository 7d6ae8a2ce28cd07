import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import type { NewAnalysisSession } from './new-analysis-session.ts';

type AnalysisSessionsTable = DatabaseSchema['analysis_sessions'];

/**
 * What another feature may do with analyses (port): a finished mock interview is one analysis,
 * created, moved along and completed by the mock feature. The analysis feature's session repository
 * implements it; the composition root passes it in, so no feature imports the analysis feature.
 */
export interface AnalysisSessions {
  /** Begins an analysis; `db` is the caller's transaction when it goes with other writes. */
  create(session: NewAnalysisSession, db?: Kysely<DatabaseSchema>): Promise<void>;
  findById(sessionId: string): Promise<Selectable<AnalysisSessionsTable> | null>;
  setProgress(sessionId: string, stage: AnalysisStage, progress: number): Promise<void>;
  /** Ends it failed with a reason the user reads; false when it was no longer processing. */
  markFailed(sessionId: string, error: string, endTime: string): Promise<boolean>;
  markCompleted(sessionId: string, values: { result: string; summary: string; reportFiles: string; endTime: string }): Promise<void>;
  /** Rewrites a completed analysis's result without changing its scores. */
  replaceResult(sessionId: string, result: string): Promise<void>;
  /**
   * Rewrites a completed analysis's result with new scores (summary and report files too), only while it still holds
   * `readRevision`; false when another rewrite landed first.
   */
  replaceScoredResult(sessionId: string, values: { readRevision: string | null; revision: string; result: string; summary: string; reportFiles: string }): Promise<boolean>;
}

/** The user's analysis credits (port), implemented by the analysis feature: Finish of a mock interview takes one. */
export interface AnalysisCredits {
  /** Takes one credit in `db` (the caller's transaction); answers the credits left, or null when there were none. */
  consumeOne(userId: string, db?: Kysely<DatabaseSchema>): Promise<number | null>;
  creditsOf(userId: string): Promise<number>;
}
