import { analysisDetailResponseSchema, analysisUrls, type AnalysisDetailResponse } from '@rehearse/contract/analysis-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { analysisKeys } from '../../../lib/analysis-query-keys.ts';

/** GET /api/analysis/video/{filename}/ — the most recent analysis of that file name, with duplicate info. */
export function getAnalysisByFilename(filename: string, signal?: AbortSignal): Promise<AnalysisDetailResponse> {
  return apiRequest(analysisUrls.video(filename), { schema: analysisDetailResponseSchema, signal });
}

export const analysisByFilenameQuery = (filename: string) =>
  queryOptions({ queryKey: analysisKeys.byFilename(filename), queryFn: ({ signal }) => getAnalysisByFilename(filename, signal) });
