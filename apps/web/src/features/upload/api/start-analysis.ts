import {
  ALL_ANALYSIS_TYPES,
  analysisUrls,
  startAnalysisResponseSchema,
  type StartAnalysisRequest,
  type StartAnalysisResponse,
} from '@rehearse/contract/analysis-api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authClient } from '../../../lib/auth-client.ts';

/** POST /api/analysis/start/ — consumes a credit; 402 'No analysis credits left'. */
export function startAnalysis(videoUploadId: string): Promise<StartAnalysisResponse> {
  const body: StartAnalysisRequest = { video_upload_id: videoUploadId, analysis_types: ALL_ANALYSIS_TYPES };
  return apiRequest(analysisUrls.start(), { method: 'POST', body, schema: startAnalysisResponseSchema });
}

export function useStartAnalysis() {
  return useMutation({
    mutationFn: startAnalysis,
    // The user's analysis_credits changed on the server: let the session (and the dashboard card) refetch.
    onSuccess: () => authClient.$store.notify('$sessionSignal'),
  });
}
