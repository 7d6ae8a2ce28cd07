import type { AnalysisStatus } from '@rehearse/contract/analysis-api';
import type { AnalysisSessions } from '../../shared/analysis-sessions.ts';

/** Where the analysis of an answer or attempt stands, as the views, the job and the report read it beside the row's own facts. */
export interface AnswerAnalysisState {
  /** Null when there is nothing to analyse (skipped) or its analysis is gone. */
  analysis_status: AnalysisStatus | null;
  analysis_progress: number;
  analysis_error: string | null;
  /** JSON text of the engine's AnalysisResult for the recording. */
  analysis_result: string | null;
}

type Analysed = { skipped: number | boolean; typed_text: string | null; analysis_session_id: string | null };

/**
 * Each row with the state of the analysis it points at (the analysis feature's store, through the port). A typed
 * answer has nothing to analyse: its content was judged as it was saved, so it reads as completed, without a result.
 */
export async function withAnalysisStates<T extends Analysed>(rows: readonly T[], analyses: Pick<AnalysisSessions, 'statesOf'>): Promise<Array<T & AnswerAnalysisState>> {
  const ids = rows.flatMap((row) => (row.analysis_session_id ? [row.analysis_session_id] : []));
  const states = ids.length > 0 ? await analyses.statesOf(ids) : new Map();
  return rows.map((row) => {
    const state = row.analysis_session_id ? states.get(row.analysis_session_id) : undefined;
    if (state) return { ...row, analysis_status: state.status, analysis_progress: state.progress, analysis_error: state.error, analysis_result: state.result };
    const typed = !Number(row.skipped) && row.typed_text !== null;
    return { ...row, analysis_status: typed ? 'completed' : null, analysis_progress: typed ? 100 : 0, analysis_error: null, analysis_result: null };
  });
}
