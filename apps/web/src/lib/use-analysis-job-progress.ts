import { analysisStatusResponseSchema, type AnalysisStatusResponse } from '@rehearse/contract/analysis-api';
import { progressEventUrls } from '@rehearse/contract/progress-events';
import { getAnalysisBySession } from './analysis-result/get-analysis-by-session.ts';
import { useJobProgress, type JobProgress } from './use-job-progress.ts';

const settled = (s: AnalysisStatusResponse): boolean => s.status === 'completed' || s.status === 'failed';
/** An analysis moves when its status, stage or percent does. */
export const analysisProgressMark = (s: AnalysisStatusResponse): string => `${s.status}:${s.stage}:${s.progress}`;

/** One analysis followed live (the status endpoint's JSON as it changes); `sessionId` null follows nothing. */
export function useAnalysisJobProgress(sessionId: string | null): JobProgress<AnalysisStatusResponse> {
  return useJobProgress({
    eventsUrl: sessionId === null ? null : progressEventUrls.analysis(sessionId),
    poll: (signal) => getAnalysisBySession(sessionId ?? '', signal),
    parse: (data) => analysisStatusResponseSchema.parse(data),
    settled,
    progressMark: analysisProgressMark,
  });
}
