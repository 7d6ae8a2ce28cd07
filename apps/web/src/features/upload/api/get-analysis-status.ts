import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Polling reads only the live fields, so a result the screen would show differently never stops the flow. */
const pollFieldsSchema = analysisStatusResponseSchema.pick({ status: true, session_id: true, stage: true, progress: true, error: true });
export type PollFields = z.infer<typeof pollFieldsSchema>;

/** GET /api/analysis/status/{sessionId}/ — the upload flow polls it by hand (see polling-decision.ts). */
export function getAnalysisStatus(sessionId: string, signal?: AbortSignal): Promise<PollFields> {
  return apiRequest(analysisUrls.status(sessionId), { schema: pollFieldsSchema, signal });
}
