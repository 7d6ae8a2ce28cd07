import type { AnalysisCategory, AnalysisStatus, AnalysisType } from '@rehearse/contract/analysis-api';
import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import type { Insertable } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';

type AnalysisSessionsTable = DatabaseSchema['analysis_sessions'];

/**
 * Whose analysis a row is: the user's own (an upload's, a finished mock interview's report), which their lists,
 * counts and statistics show, or one recorded mock answer's, which only its mock interview shows.
 */
export type AnalysisOrigin = 'own' | 'mock_answer';

/** What a session is begun with: an upload's analysis (queued) or a finished mock interview's (being assembled). */
export interface NewAnalysisSession {
  sessionId: string;
  userId: string;
  /** Null for a mock interview, which has answers instead of one upload. */
  videoUploadId: string | null;
  category: AnalysisCategory;
  displayName: string;
  status: AnalysisStatus;
  stage: AnalysisStage;
  /** ISO time: the session's start and creation. */
  startedAt: string;
  /** The start request's types (an upload's analysis); absent: none asked for. */
  analysisTypes?: readonly AnalysisType[];
  /** Absent: the user's own. */
  origin?: AnalysisOrigin;
}

/** The row of a session just begun: no progress, error, result, summary, report files or end yet. */
export function newAnalysisSessionRow(session: NewAnalysisSession): Insertable<AnalysisSessionsTable> {
  return {
    session_id: session.sessionId,
    user_id: session.userId,
    video_upload_id: session.videoUploadId,
    category: session.category,
    display_name: session.displayName,
    status: session.status,
    stage: session.stage,
    progress: 0,
    error: null,
    start_time: session.startedAt,
    end_time: null,
    result: null,
    summary: null,
    report_files: null,
    created_at: session.startedAt,
    analysis_types: session.analysisTypes ? JSON.stringify([...new Set(session.analysisTypes)]) : null,
    origin: session.origin ?? 'own',
  };
}
