import { analysisUrls } from '@rehearse/contract/analysis-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { lenientDetailSchema, type LenientDetail } from './detail-response.ts';

/** GET /api/analysis/video/{filename}/ — the most recent analysis of that file name, with duplicate info. */
export function getAnalysisByFilename(filename: string, signal?: AbortSignal): Promise<LenientDetail> {
  return apiRequest(analysisUrls.video(filename), { schema: lenientDetailSchema, signal });
}

export const analysisByFilenameQuery = (filename: string) =>
  queryOptions({ queryKey: ['analysis', 'detail', 'filename', filename], queryFn: ({ signal }) => getAnalysisByFilename(filename, signal) });
