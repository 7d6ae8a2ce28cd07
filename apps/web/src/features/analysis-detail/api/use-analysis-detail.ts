import { useQuery } from '@tanstack/react-query';
import type { DetailIdentifier } from '../detail-rules.ts';
import { analysisByFilenameQuery } from './get-analysis-by-filename.ts';
import { analysisBySessionQuery } from '../../../lib/analysis-result/get-analysis-by-session.ts';

/** The detail of a session id or of a file name (the same screen serves both routes); only the one asked for is fetched. */
export function useAnalysisDetail(id: DetailIdentifier) {
  const bySession = useQuery({ ...analysisBySessionQuery(id?.kind === 'session' ? id.sessionId : ''), enabled: id?.kind === 'session' });
  const byFilename = useQuery({ ...analysisByFilenameQuery(id?.kind === 'filename' ? id.filename : ''), enabled: id?.kind === 'filename' });
  return id?.kind === 'filename' ? byFilename : bySession;
}
