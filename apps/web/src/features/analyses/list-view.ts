import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { LIST_MESSAGES } from '../../lib/analysis-messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { incompleteOverallLabelOf, overallScoreOf, sessionTitle } from '../../lib/session-scores.ts';

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
  // Highest first; overalls that lack a part (delivery only…) after every complete one, never ranked among them
  // (decision 050); analyses without a score last (they are not worth 0).
  if (order === 'score') copy.sort((a, b) => scoreRank(b) - scoreRank(a) || (overallScoreOf(b) ?? -1) - (overallScoreOf(a) ?? -1));
  if (order === 'name') {
    copy.sort((a, b) => sessionTitle(a, LIST_MESSAGES.untitled).localeCompare(sessionTitle(b, LIST_MESSAGES.untitled), undefined, { sensitivity: 'base' }));
  }
  return copy;
}

/** 2: a complete overall, 1: an incomplete one, 0: no score. */
function scoreRank(session: AnalysisSession): number {
  if (overallScoreOf(session) === null) return 0;
  return incompleteOverallLabelOf(session) === null ? 2 : 1;
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

/** How long the analysis took, start to end; null until it ended, and for a mock interview. Labelled 'processing time' wherever shown. */
export function processingSeconds(session: Pick<AnalysisSession, 'start_time' | 'end_time'> & Partial<Pick<AnalysisSession, 'category'>>): number | null {
  // A mock interview's answers are analysed while it runs; its report is assembled at Finish in no time, so a
  // 'Processing time 0 s' would mislead: none is shown.
  if (session.category === 'mock_interview') return null;
  if (!session.end_time) return null;
  const ms = Date.parse(session.end_time) - Date.parse(session.start_time);
  return Number.isFinite(ms) && ms >= 0 ? ms / 1000 : null;
}

/** The recording's length in seconds, from the completed analysis; null before, or for summaries stored without it. */
export function recordingSeconds(session: Pick<AnalysisSession, 'combined_result'>): number | null {
  return session.combined_result?.media_duration ?? null;
}

/** Where 'View Full Analysis' goes: the session by id, so each of several uploads of one file name opens itself. */
export function fullAnalysisPath(session: Pick<AnalysisSession, 'session_id'>): string {
  return `/analysis/${encodeURIComponent(session.session_id)}`;
}
