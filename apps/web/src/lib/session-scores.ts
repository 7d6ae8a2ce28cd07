import type { AnalysisSession } from '@rehearse/contract/analysis-api';
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

/** What the answers said (issue 22): null when no answer's content was judged, or the summary predates it. */
export function contentScoreOf(session: Scored): number | null {
  return session.combined_result?.content?.score ?? null;
}

/** An analysis's title: display_name (its server-written time in local time), else the uploaded file's original name, else 'Untitled Analysis'. */
export function sessionTitle(session: Pick<AnalysisSession, 'display_name' | 'video_upload'>, untitled: string): string {
  const name = session.display_name?.trim();
  return (name && localTitle(name)) || session.video_upload?.original_filename?.trim() || untitled;
}
