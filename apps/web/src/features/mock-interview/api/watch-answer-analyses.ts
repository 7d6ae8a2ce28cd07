import { mockSessionResponseSchema, type MockAnswers, type MockSessionResponse } from '@rehearse/contract/mock-interview';
import { progressEventUrls } from '@rehearse/contract/progress-events';
import { useJobProgress } from '../../../lib/use-job-progress.ts';
import { progressMarkOf } from '../session-progress.ts';
import { getMockSession } from './get-mock-session.ts';

/** A recorded answer whose analysis has not ended: the interview screen keeps following the session for it. */
export function analysisRunning(answers: MockAnswers): boolean {
  return Object.values(answers).some((a) => {
    const status = a.skipped ? null : a.analysis?.status;
    return status === 'queued' || status === 'processing' || status === 'in_progress';
  });
}

const parse = (data: unknown): MockSessionResponse => mockSessionResponseSchema.parse(data);
const mark = (s: MockSessionResponse): string => progressMarkOf(s.data);

/**
 * GET /api/mock/session/{id}/ as it changes during the interview, while an answer is being analysed: its result
 * brings the answer's follow-up. Following ends once no answer runs, after a minute without progress (the follow-up
 * is a bonus, not worth waiting on for ever), or with the screen.
 */
export function useWatchAnswerAnalyses(sessionId: string, answers: MockAnswers) {
  return useJobProgress({
    eventsUrl: analysisRunning(answers) ? progressEventUrls.mockSession(sessionId) : null,
    poll: (signal) => getMockSession(sessionId, signal),
    parse,
    settled: (s) => !analysisRunning(s.data.answers),
    progressMark: mark,
  });
}
