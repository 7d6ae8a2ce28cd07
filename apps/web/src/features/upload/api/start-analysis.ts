import {
  ALL_ANALYSIS_TYPES,
  analysisUrls,
  startAnalysisResponseSchema,
  type StartAnalysisRequest,
  type StartAnalysisResponse,
} from '@rehearse/contract/analysis-api';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/analysis/start/ — consumes a credit; 402 'No analysis credits left'. */
export function startAnalysis(videoUploadId: string): Promise<StartAnalysisResponse> {
  const body: StartAnalysisRequest = { video_upload_id: videoUploadId, analysis_types: ALL_ANALYSIS_TYPES };
  return apiRequest(analysisUrls.start(), { method: 'POST', body, schema: startAnalysisResponseSchema });
}
