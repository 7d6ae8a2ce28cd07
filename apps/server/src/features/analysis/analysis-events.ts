import type { AnalysisStatusResponse } from '@rehearse/contract/analysis-api';
import { jobEventStream } from '../../http/job-event-stream.ts';
import type { Context } from 'hono';
import { analysisTopic, progressSignals } from '../../shared/progress-signals.ts';
import type { AnalysisQueries } from './analysis-queries.ts';

const settled = (s: AnalysisStatusResponse): boolean => s.status === 'completed' || s.status === 'failed';

/** Reads the status as the status endpoint does (a foreign or unknown id throws its 404 before anything streams), then follows it. */
export async function analysisEvents(c: Context, queries: AnalysisQueries, userId: string, sessionId: string): Promise<Response> {
  const first = await queries.status(userId, sessionId);
  return jobEventStream(c, {
    first,
    read: () => queries.status(userId, sessionId),
    settled,
    topics: () => [analysisTopic(sessionId)],
    signals: progressSignals,
  });
}
