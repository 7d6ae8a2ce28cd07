import { Readable } from 'node:stream';
import type { ReportFilesResponse } from '@rehearse/contract/analysis-api';
import type { StoredMedia } from '../../http/media-response.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { ANALYSIS_NOT_FOUND, AnalysisProblem, MEDIA_NOT_FOUND, REPORT_NOT_FOUND } from './analysis-problem.ts';
import type { AnalysisRepositories } from './analysis-repositories.ts';
import { sessionReportFile } from '../../shared/session-report-files.ts';
import { parseReportFiles } from '../../storage/report-file-names.ts';

export interface AnalysisFilesDeps {
  repositories: Pick<AnalysisRepositories, 'sessions' | 'uploads'>;
  objects: ObjectStore;
}

/** The files of an analysis: its report files (made from its stored result) and the uploaded recording. Only the owner reaches them. */
export class AnalysisFiles {
  constructor(private readonly deps: AnalysisFilesDeps) {}

  async reportFiles(userId: string, sessionId: string): Promise<ReportFilesResponse> {
    const row = await this.deps.repositories.sessions.findOwned(userId, sessionId);
    if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    return { files: parseReportFiles(row.report_files) };
  }

  /** Only a name from the session's own list is made, from the result as it is stored now. */
  async reportFile(userId: string, sessionId: string, name: string): Promise<{ body: Readable; contentType: string; size: number }> {
    const row = await this.deps.repositories.sessions.findOwned(userId, sessionId);
    if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    const listed = parseReportFiles(row.report_files).includes(name);
    const file = listed && row.result !== null ? sessionReportFile(row.result, row.session_id, name) : null;
    if (!file) throw new AnalysisProblem(404, REPORT_NOT_FOUND);
    const bytes = Buffer.from(file.text, 'utf8');
    return { body: Readable.from([bytes]), contentType: contentTypeOfReport(file.name), size: bytes.length };
  }

  /** The uploaded recording, for `mediaResponse` (which honours a Range header). */
  async media(userId: string, sessionId: string): Promise<StoredMedia> {
    const { sessions, uploads } = this.deps.repositories;
    const row = await sessions.findOwned(userId, sessionId);
    if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    const upload = row.video_upload_id ? await uploads.findOwned(userId, row.video_upload_id) : null;
    if (!upload || upload.deleted_at) throw new AnalysisProblem(404, MEDIA_NOT_FOUND);
    const stat = await this.deps.objects.stat(upload.storage_key);
    if (!stat) throw new AnalysisProblem(404, MEDIA_NOT_FOUND);
    return { size: stat.size, contentType: upload.content_type, open: (range) => this.deps.objects.get(upload.storage_key, range) };
  }
}

function contentTypeOfReport(name: string): string {
  if (name.endsWith('.json')) return 'application/json; charset=utf-8';
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.html')) return 'text/html; charset=utf-8';
  if (name.endsWith('.md')) return 'text/markdown; charset=utf-8';
  return 'text/plain; charset=utf-8';
}
