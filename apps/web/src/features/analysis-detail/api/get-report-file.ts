import { analysisUrls, AUDIO_REPORT_FILE_SUFFIX, VIDEO_REPORT_FILE } from '@rehearse/contract/analysis-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { getReportFiles } from './get-report-files.ts';

/** GET /api/analysis/reports/{session_id}/files/{name} — any JSON; merged leniently. */
export function getReportFile(sessionId: string, name: string, signal?: AbortSignal): Promise<unknown> {
  return apiRequest(analysisUrls.reportFile(sessionId, name), { schema: z.unknown(), signal });
}

export interface ReportFileParts {
  video: unknown;
  audio: unknown;
}

/** Spec §7: list the files, fetch video_analysis.json and the *_audio_interviewee_analysis.json; each failure is only logged. */
export async function getReportFileParts(sessionId: string, signal?: AbortSignal): Promise<ReportFileParts> {
  const parts: ReportFileParts = { video: undefined, audio: undefined };
  let files: string[];
  try {
    files = (await getReportFiles(sessionId, signal)).files;
  } catch (error) {
    console.warn('Report file list unavailable', error);
    return parts;
  }
  const videoName = files.find((f) => f === VIDEO_REPORT_FILE);
  const audioName = files.find((f) => f.endsWith(AUDIO_REPORT_FILE_SUFFIX));
  const load = async (name: string | undefined) => {
    if (!name) return undefined;
    try {
      return await getReportFile(sessionId, name, signal);
    } catch (error) {
      console.warn(`Report file ${name} unavailable`, error);
      return undefined;
    }
  };
  [parts.video, parts.audio] = await Promise.all([load(videoName), load(audioName)]);
  return parts;
}

export const reportFilePartsQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['analysis', 'report-files', sessionId],
    queryFn: ({ signal }) => getReportFileParts(sessionId, signal),
    retry: false,
    staleTime: Infinity,
  });

export function useReportFileParts(sessionId: string | null) {
  return useQuery({ ...reportFilePartsQuery(sessionId ?? ''), enabled: sessionId !== null });
}
