import type { AnalysisSession, CombinedResult } from '@rehearse/contract/analysis-api';

type Scored = Pick<AnalysisSession, 'combined_result'>;

function firstNumber(...values: Array<number | null | undefined>): number | null {
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v)) return v;
  return null;
}

/**
 * Spec §3 pick order: combined_result.overall_score, results.combined.overall_interview_score,
 * results.final.overall_score, overall_interview_score; default 0.
 */
export function overallScoreOf(session: Scored): number {
  const c: CombinedResult | null = session.combined_result;
  if (!c) return 0;
  return (
    firstNumber(
      c.overall_score,
      c.results?.combined?.overall_interview_score,
      c.results?.final?.overall_score,
      c.overall_interview_score,
    ) ?? 0
  );
}

/** Video performance: video_score, video_performance_score, results.video.performance_score, combined component; default 0. */
export function videoScoreOf(session: Scored): number {
  const c = session.combined_result;
  if (!c) return 0;
  return (
    firstNumber(
      c.video_score,
      c.video_performance_score,
      c.results?.video?.performance_score,
      c.results?.combined?.component_scores?.video_performance,
    ) ?? 0
  );
}

/** Audio performance, same order as video; default 0. */
export function audioScoreOf(session: Scored): number {
  const c = session.combined_result;
  if (!c) return 0;
  return (
    firstNumber(
      c.audio_score,
      c.audio_performance_score,
      c.results?.audio?.performance_score,
      c.results?.combined?.component_scores?.audio_performance,
    ) ?? 0
  );
}

/** Spec §2: display_name, else the uploaded file's original name, else 'Untitled Analysis'. */
export function sessionTitle(session: Pick<AnalysisSession, 'display_name' | 'video_upload'>, untitled: string): string {
  return session.display_name?.trim() || session.video_upload?.original_filename?.trim() || untitled;
}
