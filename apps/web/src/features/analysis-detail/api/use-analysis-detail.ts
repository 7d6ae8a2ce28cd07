import { useQuery } from '@tanstack/react-query';
import type { DetailIdentifier } from '../detail-rules.ts';
import { analysisByFilenameQuery } from './get-analysis-by-filename.ts';
import { analysisBySessionQuery } from './get-analysis-by-session.ts';

/** The detail of a session id or of a file name (the same screen serves both routes). */
export function useAnalysisDetail(id: DetailIdentifier) {
  const options =
    id?.kind === 'filename' ? analysisByFilenameQuery(id.filename) : analysisBySessionQuery(id?.kind === 'session' ? id.sessionId : '');
  return useQuery({ ...options, enabled: id !== null });
}
