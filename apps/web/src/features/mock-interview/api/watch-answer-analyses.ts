import type { MockAnswers } from '@rehearse/contract/mock-interview';
import { useQuery } from '@tanstack/react-query';
import { STATUS_POLL_INTERVAL_MS } from '../../../lib/analysis-polling.ts';
import { mockSessionQuery } from './get-mock-session.ts';

/** A recorded answer whose analysis has not ended: the interview screen keeps polling for it. */
export function analysisRunning(answers: MockAnswers): boolean {
  return Object.values(answers).some((a) => {
    const status = a.skipped ? null : a.analysis?.status;
    return status === 'queued' || status === 'processing' || status === 'in_progress';
  });
}

/** A safety stop for a job that never ends (10 minutes at 2 s): the follow-up is a bonus, not worth polling forever. */
const WATCH_MAX_POLLS = 300;

/**
 * GET /api/mock/session/{id}/ during the interview, every 2 s while an answer is being analysed: its result
 * brings the answer's follow-up. The screen unmounting stops it.
 */
export function useWatchAnswerAnalyses(sessionId: string, answers: MockAnswers) {
  const running = analysisRunning(answers);
  return useQuery({
    ...mockSessionQuery(sessionId),
    enabled: running,
    refetchInterval: (query) => (running && query.state.dataUpdateCount < WATCH_MAX_POLLS ? STATUS_POLL_INTERVAL_MS : false),
  });
}
