import type { AdminAnalysisItem } from '@rehearse/contract/admin-api';
import type { AnalysisCategory, AnalysisStatus } from '@rehearse/contract/analysis-api';

/** The installation's analysis figures the admin Dashboard shows (averages over complete overalls, decision 050). */
export interface AnalysisFigures {
  total: number;
  completed: number;
  failed: number;
  waiting: number;
  processing: number;
  /** Mean overall of completed analyses whose overall is complete; null when there is none. */
  averageScore: number | null;
  /** Completed analyses whose overall lacks a part. */
  incompleteOveralls: number;
  /** Analyses begun per day (`YYYY-MM-DD`) from the given day on; days without any are absent. */
  perDay: Array<{ date: string; count: number }>;
  /** Bytes of the uploaded recordings still stored. */
  storageBytes: number;
}

/** A completed analysis of one user, as the coach reads it. */
export interface CompletedAnalysisRow {
  session_id: string;
  /** The name it was given (its file's name for an upload). */
  display_name: string;
  /** Its name as its detail page shows it ('talk.mp4 (2)'). */
  name: string;
  category: AnalysisCategory;
  start_time: string;
  /** JSON text of its result. */
  result: string;
}

/** Analyses chosen by their owner: every one of the owner's (`analysisId` null) or the one named. */
export interface AnalysisPick {
  ownerId: string;
  analysisId: string | null;
}

/** A completed analysis as another user may be shown it. */
export interface PickedAnalysisRow {
  session_id: string;
  owner_id: string;
  display_name: string;
  summary: string | null;
  created_at: string;
  /** Whether its uploaded recording is still stored. */
  recording_stored: boolean;
}

/**
 * What other features may read of analyses (port): the analysis feature owns `analysis_sessions` and
 * `video_uploads` and answers these reads; the composition root hands the port to admin, metrics, the coach
 * and sharing, so none of them queries the analysis tables.
 */
export interface AnalysisReadModel {
  /** The admin Dashboard's figures; `sinceDay` (`YYYY-MM-DD`) starts the per-day counts. */
  figures(sinceDay: string): Promise<AnalysisFigures>;
  /** The admin Analyses tab: every user's analyses, newest first; `search` matches the title or the owner's e-mail or name. */
  listForAdmin(filter: { search?: string; status?: AnalysisStatus }, page: { limit: number; offset: number }): Promise<{ analyses: AdminAnalysisItem[]; total: number }>;
  /** How many analyses have each status, installation-wide. */
  countByStatus(): Promise<Array<{ status: string; count: number }>>;
  /** Wall time ÷ media time of the latest completed analyses (start to end, queue wait included). */
  recentDurationRatios(limit: number): Promise<number[]>;
  /** The user's latest completed analyses with a result, newest first. */
  completedOf(userId: string, limit: number): Promise<CompletedAnalysisRow[]>;
  /** Whether the analysis exists and belongs to the user. */
  isOwnedBy(analysisId: string, ownerId: string): Promise<boolean>;
  /** The completed analyses any of `picks` covers, newest first. */
  completedAmong(picks: readonly AnalysisPick[], page: { limit: number; offset: number }): Promise<{ rows: PickedAnalysisRow[]; total: number }>;
  /** The completed analysis with its result JSON when one of `picks` covers it, else undefined. */
  completedOneAmong(picks: readonly AnalysisPick[], analysisId: string): Promise<(PickedAnalysisRow & { result: string | null }) | undefined>;
}
