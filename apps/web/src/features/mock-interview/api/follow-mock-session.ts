import { mockSessionResponseSchema, type MockSessionResponse } from '@rehearse/contract/mock-interview';
import { progressEventUrls } from '@rehearse/contract/progress-events';
import { useJobProgress } from '../../../lib/use-job-progress.ts';
import { progressMarkOf, reportSettled } from '../session-progress.ts';
import { getMockSession } from './get-mock-session.ts';

const parse = (data: unknown): MockSessionResponse => mockSessionResponseSchema.parse(data);
const mark = (s: MockSessionResponse): string => progressMarkOf(s.data);

/**
 * GET /api/mock/session/{id}/ as it changes (its event stream, else polled): each answer's analysis and the report,
 * until the report has an outcome. `stalled`: nothing moved for a minute, so following stopped (decision 061).
 */
export function useFollowMockSession(id: string) {
  const progress = useJobProgress({
    eventsUrl: progressEventUrls.mockSession(id),
    poll: (signal) => getMockSession(id, signal),
    parse,
    settled: (s) => reportSettled(s.data),
    progressMark: mark,
  });
  return { session: progress.data?.data ?? null, stalled: progress.stalled };
}
