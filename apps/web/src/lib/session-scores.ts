import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { summaryOverallMakeup } from '@rehearse/contract/overall-makeup-of';
import { incompleteOverallLabel } from '@rehearse/contract/overall-makeup-texts';
import { uniqueDisplayName } from '@rehearse/contract/unique-display-name';
import { localTitle } from './local-title.ts';

type Scored = Pick<AnalysisSession, 'combined_result'>;

/*
 * The scores of a session's `combined_result`, each read from one field. Null when the analysis has no
 * result yet or the score could not be measured (no video stream, no speech…): never 0, so it stays
 * out of averages and shows as '—'.
 */

export function overallScoreOf(session: Scored): number | null {
  return session.combined_result?.overall_score ?? null;
}

export function videoScoreOf(session: Scored): number | null {
  return session.combined_result?.video_score ?? null;
}

export function audioScoreOf(session: Scored): number | null {
  return session.combined_result?.audio_score ?? null;
}

/** What the overall is made of (decision 050); null until the analysis has a result. */
export function overallMakeupOfSession(session: Scored): OverallMakeup | null {
  return session.combined_result ? summaryOverallMakeup(session.combined_result) : null;
}

/**
 * 'Delivery only', 'Video only'… when the session's overall score lacks a part it normally has; null when it is
 * complete or there is no score. Such an overall is shown with this label, never ranked or averaged with complete ones.
 */
export function incompleteOverallLabelOf(session: Scored): string | null {
  const makeup = overallMakeupOfSession(session);
  return makeup && overallScoreOf(session) !== null ? incompleteOverallLabel(makeup) : null;
}

/** What the answers said: null when no answer's content was judged, or the summary predates it. */
export function contentScoreOf(session: Scored): number | null {
  return session.combined_result?.content?.score ?? null;
}

/**
 * An analysis's title as its detail page reads it: display_name numbered among those of the same name ('talk.mp4 (2)';
 * its server-written time in local time), else the uploaded file's original name, else 'Untitled Analysis'.
 */
export function sessionTitle(
  session: Pick<AnalysisSession, 'display_name' | 'video_upload' | 'duplicate_index' | 'total_duplicates'>,
  untitled: string,
): string {
  const trimmed = session.display_name?.trim();
  const name = trimmed && uniqueDisplayName(trimmed, session);
  return (name && localTitle(name)) || session.video_upload?.original_filename?.trim() || untitled;
}
