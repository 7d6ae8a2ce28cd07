import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { LIST_MESSAGES } from '../../lib/analysis-messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { overallScoreOf, sessionTitle } from '../../lib/session-scores.ts';

export type StatusFilter = 'all' | 'completed' | 'processing' | 'failed';
export type SortOrder = 'date' | 'score' | 'name';

/** 'Processing' covers every unfinished state (processing, in progress, queued). */
export function matchesStatus(session: Pick<AnalysisSession, 'status'>, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'processing') return session.status === 'processing' || session.status === 'in_progress' || session.status === 'queued';
  return session.status === filter;
}

export function sortSessions(sessions: readonly AnalysisSession[], order: SortOrder): AnalysisSession[] {
  const copy = [...sessions];
  if (order === 'date') copy.sort((a, b) => Date.parse(b.start_time) - Date.parse(a.start_time));
  // Highest first; analyses without a score go last (they are not worth 0).
  if (order === 'score') copy.sort((a, b) => (overallScoreOf(b) ?? -1) - (overallScoreOf(a) ?? -1));
  if (order === 'name') {
    copy.sort((a, b) => sessionTitle(a, LIST_MESSAGES.untitled).localeCompare(sessionTitle(b, LIST_MESSAGES.untitled), undefined, { sensitivity: 'base' }));
  }
  return copy;
}

export function visibleSessions(sessions: readonly AnalysisSession[], filter: StatusFilter, order: SortOrder): AnalysisSession[] {
  return sortSessions(sessions.filter((s) => matchesStatus(s, filter)), order);
}

/** The analyses list's error text for each cause (signed out, network, server message). */
export function listErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return LIST_MESSAGES.connection;
    if (error.status === 401) return LIST_MESSAGES.unauthorized;
    if (error.status === 404) return LIST_MESSAGES.notFound;
    return error.message || LIST_MESSAGES.fetchFailed;
  }
  return LIST_MESSAGES.fetchFailed;
}

/** Seconds between start and end, when the analysis ended. */
export function durationSeconds(session: Pick<AnalysisSession, 'start_time' | 'end_time'>): number | null {
  if (!session.end_time) return null;
  const ms = Date.parse(session.end_time) - Date.parse(session.start_time);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 1000) : null;
}

/** Where 'View Full Analysis' goes: /analysis/video/{filename}; a session without a file opens by id. */
export function fullAnalysisPath(session: Pick<AnalysisSession, 'session_id' | 'video_upload'>): string {
  const filename = session.video_upload?.original_filename;
  return filename ? `/analysis/video/${encodeURIComponent(filename)}` : `/analysis/${encodeURIComponent(session.session_id)}`;
}
