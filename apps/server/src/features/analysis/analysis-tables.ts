import type { Generated, Kysely } from 'kysely';
import type { AnalysisCategory, AnalysisStatus } from '@rehearse/contract/analysis-api';
import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import type { SpeakerSetup } from '@rehearse/contract/speaker-setup';
import { narrowedDatabase } from '../../db/narrowed-database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { AnalysisOrigin } from '../../shared/new-analysis-session.ts';

/** Times are ISO-8601 UTC text on both dialects (as the core tables), so they sort and compare alike. */
export interface VideoUploadsTable {
  id: string;
  user_id: string;
  /** As the user's browser sent it: data only, never part of a path. */
  original_filename: string;
  /** Object-store key: `{user_id}/{random id}`. */
  storage_key: string;
  size: number;
  content_type: string;
  /** Seconds, from ffprobe. */
  duration: number;
  created_at: string;
  /** When the retention sweep removed the stored file; the row (and its analyses) stay. */
  deleted_at: string | null;
  /** What the user said the recording is: one answer (voices never separated) or an interview with an interviewer. */
  speaker_setup: Generated<SpeakerSetup>;
}

export interface AnalysisSessionsTable {
  session_id: string;
  user_id: string;
  /** Unique: one analysis per upload, so a second start returns the first. */
  video_upload_id: string | null;
  category: AnalysisCategory;
  display_name: string;
  status: AnalysisStatus;
  stage: AnalysisStage;
  progress: number;
  error: string | null;
  start_time: string;
  end_time: string | null;
  /** JSON text of the full AnalysisResult, once completed. */
  result: string | null;
  /**
   * JSON text of the contract's CombinedResult, derived from `result` by combinedResultOf whenever `result` is written:
   * a cache, kept because lists, the dashboard (in SQL) and compare read many rows at once and a full result holds a
   * transcript and a timeline.
   */
  summary: string | null;
  /** JSON array of the report file names the analysis offers; each file is made from `result` when it is asked for. */
  report_files: string | null;
  created_at: string;
  /** JSON array of the start request's `analysis_types`; with 'llm' the job asks a configured model. Null on older sessions. */
  analysis_types: string | null;
  /**
   * Replaced by every rewrite of the completed result (a speaker correction), which is conditional on the revision it
   * read. Null: the result the analysis wrote (migration 023).
   */
  result_revision: string | null;
  /** Migration 028: the user's own analysis, or a mock answer's recording, which lists and statistics of analyses leave out. */
  origin: Generated<AnalysisOrigin>;
}

/**
 * Each user's number of analysis sessions and list version, kept by triggers on analysis_sessions and
 * video_uploads (migrations 015, 016); no row means no sessions.
 */
export interface AnalysisSessionCountsTable {
  user_id: string;
  sessions: number;
  /** Replaced by a value the user never had whenever anything their list shows may have changed (decision 020). */
  list_version: Generated<string | number | bigint>;
}

export interface AnalysisTables {
  video_uploads: VideoUploadsTable;
  analysis_sessions: AnalysisSessionsTable;
  analysis_session_counts: AnalysisSessionCountsTable;
}

/** What the analysis feature's repositories see: its own tables; the user row's columns come through user-table.ts. */
export type AnalysisDb = Kysely<AnalysisTables>;

/** The app's database seen as the analysis feature's tables. */
export function analysisDb(db: Kysely<DatabaseSchema>): AnalysisDb {
  return narrowedDatabase<AnalysisTables>(db);
}
