import type { Readable } from 'node:stream';
import type { ReportFilesResponse } from '@rehearse/contract/analysis-api';
import type { StoredMedia } from '../../http/media-response.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { ANALYSIS_NOT_FOUND, AnalysisProblem, MEDIA_NOT_FOUND, REPORT_NOT_FOUND } from './analysis-problem.ts';
import type { AnalysisRepositories } from './analysis-repositories.ts';
import { reportKey } from '../../storage/analysis-object-keys.ts';

export interface AnalysisFilesDeps {
  repositories: Pick<AnalysisRepositories, 'sessions' | 'uploads'>;
  objects: ObjectStore;
}

/** The stored files of an analysis: its report files and the uploaded recording. Only the owner reaches them. */
export class AnalysisFiles {
  constructor(private readonly deps: AnalysisFilesDeps) {}

  async reportFiles(userId: string, sessionId: string): Promise<ReportFilesResponse> {
    const row = await this.deps.repositories.sessions.findOwned(userId, sessionId);
    if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    return { files: reportNames(row.report_files) };
  }

  /** Only a name from the session's own list is fetched, so no request can name another path. */
  async reportFile(userId: string, sessionId: string, name: string): Promise<{ body: Readable; contentType: string; size: number }> {
    const row = await this.deps.repositories.sessions.findOwned(userId, sessionId);
    if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    const stored = reportNames(row.report_files).find((n) => n === name);
    if (!stored) throw new AnalysisProblem(404, REPORT_NOT_FOUND);
    const key = reportKey(row.session_id, stored, row.result_revision);
    const stat = await this.deps.objects.stat(key);
    if (!stat) throw new AnalysisProblem(404, REPORT_NOT_FOUND);
    return { body: await this.deps.objects.get(key), contentType: contentTypeOfReport(stored), size: stat.size };
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

function reportNames(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

function contentTypeOfReport(name: string): string {
  if (name.endsWith('.json')) return 'application/json; charset=utf-8';
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.html')) return 'text/html; charset=utf-8';
  if (name.endsWith('.md')) return 'text/markdown; charset=utf-8';
  return 'text/plain; charset=utf-8';
}
