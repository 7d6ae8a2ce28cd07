import type { AnalysisStatus } from '@rehearse/contract/analysis-api';
import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import type { Selectable } from 'kysely';
import type { HeldConnection } from '../db/narrowed-database.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { AnalysisOrigin, NewAnalysisSession } from './new-analysis-session.ts';

type AnalysisSessionsTable = DatabaseSchema['analysis_sessions'];

/** Where one analysis stands: what a recorded mock answer shows of the analysis it points at. */
export interface AnalysisState {
  status: AnalysisStatus;
  progress: number;
  error: string | null;
  /** JSON text of the engine's AnalysisResult, once completed. */
  result: string | null;
}

/**
 * What another feature may do with analyses (port), the one store of every recording's state: a finished mock
 * interview is one analysis, created, moved along and completed by the mock feature, and so is each recorded answer
 * (origin 'mock_answer'), which its mock rows point at. The analysis feature's session repository implements it; the
 * composition root passes it in, so no feature imports the analysis feature.
 */
export interface AnalysisSessions {
  /** Begins an analysis; `db` is the caller's transaction (in its own view of the database) when it goes with other writes. */
  create(session: NewAnalysisSession, db?: HeldConnection): Promise<void>;
  findById(sessionId: string): Promise<Selectable<AnalysisSessionsTable> | null>;
  /** The state of each of `sessionIds` that exists. */
  statesOf(sessionIds: readonly string[]): Promise<Map<string, AnalysisState>>;
  /** The ids of the analyses of `origin` not yet finished (queued or processing): what restart recovery enqueues again. */
  listUnfinishedIds(origin: AnalysisOrigin): Promise<string[]>;
  /** A worker begins it (never a completed one). */
  markProcessing(sessionId: string): Promise<void>;
  setProgress(sessionId: string, stage: AnalysisStage, progress: number): Promise<void>;
  /** Ends it failed with a reason the user reads; false when it was no longer processing. */
  markFailed(sessionId: string, error: string, endTime: string): Promise<boolean>;
  /** A mock answer's analysis has no summary or report files: only its interview's report is listed and downloaded. */
  markCompleted(sessionId: string, values: { result: string; summary: string | null; reportFiles: string | null; endTime: string }): Promise<void>;
  /** Rewrites a completed analysis's result without changing its scores. */
  replaceResult(sessionId: string, result: string): Promise<void>;
  /**
   * Rewrites a completed analysis's result with new scores (summary and report files too), only while it still holds
   * `readRevision`; false when another rewrite landed first.
   */
  replaceScoredResult(sessionId: string, values: { readRevision: string | null; revision: string; result: string; summary: string; reportFiles: string }): Promise<boolean>;
  /** Deletes the analyses among `sessionIds`; `db` is the caller's transaction when it goes with other writes. */
  deleteMany(sessionIds: readonly string[], db?: HeldConnection): Promise<void>;
}

/** The user's analysis credits (port), implemented by the analysis feature: Finish of a mock interview takes one. */
export interface AnalysisCredits {
  /** Takes one credit in `db` (the caller's transaction); answers the credits left, or null when there were none. */
  consumeOne(userId: string, db?: HeldConnection): Promise<number | null>;
  creditsOf(userId: string): Promise<number>;
}
