import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  analysisResultSchema,
  type AnalysisResult,
} from '@rehearse/contract/analysis-result';
import type {
  AnalysisDetailResponse,
  AnalysisSession,
  AnalysisStatusResponse,
  CategorizedAnalysesResponse,
  CompareResponse,
  ReportFilesResponse,
  StartAnalysisResponse,
  UploadResponse,
  UserAnalysesQuery,
  UserAnalysesResponse,
} from '@rehearse/contract/analysis-api';
import { NO_CREDITS_MESSAGE, UPLOAD_MESSAGES } from '@rehearse/contract/analysis-constants';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { AnalysisEngine } from './analysis-engine.ts';
import { ANALYSIS_JOB, ANALYSIS_MAX_ATTEMPTS, type AnalysisJobPayload } from './analysis-job-name.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { withLocalFile } from '../../storage/with-local-file.ts';
import { reportKey, uploadKey } from './object-keys.ts';
import { ANALYSIS_NOT_FOUND, AnalysisProblem, MEDIA_NOT_FOUND, REPORT_NOT_FOUND, UPLOAD_NOT_FOUND } from './analysis-problem.ts';
import { AnalysisSessionRepository, type AnalysisSessionRow, type SessionListRow } from './analysis-session-repository.ts';
import { parseByteRange } from './byte-range.ts';
import { compareAnalyses } from './compare-analyses.ts';
import { duplicatePlaces, uniqueDisplayName, type DuplicatePlace } from './duplicate-names.ts';
import { receiveUpload } from './receive-upload.ts';
import { parseSummary, sessionView } from './session-view.ts';
import { UserCreditsRepository } from './user-credits-repository.ts';
import { VideoUploadRepository } from './video-upload-repository.ts';

export interface AnalysisServiceDeps {
  db: Kysely<DatabaseSchema>;
  objects: ObjectStore;
  queue: JobQueue;
  engine: AnalysisEngine;
  logger: Logger;
  /** The upload limit in bytes now (an admin may change it). */
  maxUploadBytes: () => number | Promise<number>;
  clock?: () => Date;
}

export interface MediaStream {
  status: 200 | 206;
  body: Readable;
  size: number;
  range: { start: number; end: number } | null;
  contentType: string;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === '23505' || (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'));
}

/** The analysis feature's rules: uploads, starts, reads, compare, report files and media. Identity is always `userId` from the session. */
export class AnalysisService {
  readonly uploads: VideoUploadRepository;
  readonly sessions: AnalysisSessionRepository;
  readonly credits: UserCreditsRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: AnalysisServiceDeps) {
    this.uploads = new VideoUploadRepository(deps.db);
    this.sessions = new AnalysisSessionRepository(deps.db);
    this.credits = new UserCreditsRepository(deps.db);
    this.now = deps.clock ?? (() => new Date());
  }

  // ------------------------------------------------------------ upload

  async upload(userId: string, request: { headers: Headers; body: WebReadableStream<Uint8Array> | null }): Promise<UploadResponse> {
    const id = randomUUID();
    const key = uploadKey(userId, id);
    const maxBytes = await this.deps.maxUploadBytes();
    const objects = this.deps.objects;
    const file = await receiveUpload(
      { write: (k, body) => objects.put(k, body).then(() => undefined), remove: (k) => objects.delete(k) },
      { headers: request.headers, body: request.body, maxBytes, key },
    );
    let probed;
    try {
      probed = await withLocalFile(objects, key, (path) => this.deps.engine.probe(path));
    } catch (error) {
      await objects.delete(key);
      if (this.deps.engine.isMediaError(error)) throw new AnalysisProblem(400, error.message);
      throw error;
    }
    await this.uploads.insert({
      id,
      user_id: userId,
      original_filename: file.originalFilename,
      storage_key: key,
      size: file.size,
      content_type: probed.contentType,
      duration: probed.duration,
      created_at: this.now().toISOString(),
      deleted_at: null,
    });
    return {
      status: 'success',
      video_upload: { id, original_filename: file.originalFilename, size: file.size, duration: probed.duration },
      message: UPLOAD_MESSAGES.uploaded,
    };
  }

  // ------------------------------------------------------------ start

  async start(userId: string, videoUploadId: string): Promise<StartAnalysisResponse> {
    const upload = await this.uploads.findOwned(userId, videoUploadId);
    if (!upload || upload.deleted_at) throw new AnalysisProblem(404, UPLOAD_NOT_FOUND);
    const existing = await this.sessions.findByUpload(upload.id);
    if (existing) return this.started(userId, existing.session_id);

    const sessionId = randomUUID();
    const at = this.now().toISOString();
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        const left = await this.credits.consumeOne(userId, trx);
        if (left === null) throw new AnalysisProblem(402, NO_CREDITS_MESSAGE);
        await this.sessions.insert(
          {
            session_id: sessionId,
            user_id: userId,
            video_upload_id: upload.id,
            category: 'video_upload',
            display_name: upload.original_filename,
            status: 'queued',
            stage: 'queued',
            progress: 0,
            error: null,
            start_time: at,
            end_time: null,
            result: null,
            summary: null,
            report_files: null,
            created_at: at,
          },
          trx,
        );
      });
    } catch (error) {
      // A concurrent start of the same upload won: its transaction charged, this one rolled back.
      if (isUniqueViolation(error)) {
        const winner = await this.sessions.findByUpload(upload.id);
        if (winner) return this.started(userId, winner.session_id);
      }
      throw error;
    }
    await this.enqueue(sessionId);
    return this.started(userId, sessionId);
  }

  /** Idempotent: the singleton key makes a second enqueue of an unfinished analysis a no-op. */
  async enqueue(sessionId: string): Promise<void> {
    const payload: AnalysisJobPayload = { sessionId };
    await this.deps.queue.enqueue(ANALYSIS_JOB, payload, { singletonKey: sessionId, maxAttempts: ANALYSIS_MAX_ATTEMPTS });
  }

  private async started(userId: string, sessionId: string): Promise<StartAnalysisResponse> {
    return {
      status: 'success',
      session_id: sessionId,
      analysis_credits: await this.credits.creditsOf(userId),
      message: UPLOAD_MESSAGES.started,
    };
  }

  // ------------------------------------------------------------ reads

  /** Duplicate numbering of `rows` among all the user's analyses of the same names. */
  private async placesOf(userId: string, rows: readonly SessionListRow[]): Promise<Map<string, DuplicatePlace>> {
    const named = await this.sessions.namesAndTimes(userId, [...new Set(rows.map((r) => r.display_name))]);
    return duplicatePlaces(named.map((r) => ({ key: r.session_id, display_name: r.display_name, start_time: r.start_time })));
  }

  private async placeOf(userId: string, row: SessionListRow): Promise<DuplicatePlace> {
    return (await this.placesOf(userId, [row])).get(row.session_id) ?? { duplicate_index: 0, total_duplicates: 1 };
  }

  private parseResult(row: AnalysisSessionRow): AnalysisResult | null {
    if (row.status !== 'completed' || !row.result) return null;
    try {
      const parsed = analysisResultSchema.safeParse(JSON.parse(row.result));
      if (parsed.success) return parsed.data;
      this.deps.logger.warn({ sessionId: row.session_id, issues: parsed.error.issues.slice(0, 3) }, 'stored analysis result does not match the contract');
    } catch {
      this.deps.logger.warn({ sessionId: row.session_id }, 'stored analysis result is not JSON');
    }
    return null;
  }

  private detailOf(row: AnalysisSessionRow & { original_filename: string | null }, place: DuplicatePlace): AnalysisDetailResponse {
    return {
      status: row.status,
      results: this.parseResult(row),
      session: sessionView(row, place),
      duplicate_warning: place.total_duplicates > 1,
      total_duplicates: place.total_duplicates,
      unique_display_name: uniqueDisplayName(row.display_name, place),
      duplicate_index: place.duplicate_index,
    };
  }

  async status(userId: string, sessionId: string): Promise<AnalysisStatusResponse> {
    const row = await this.sessions.findOwned(userId, sessionId);
    if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    const detail = this.detailOf(row, await this.placeOf(userId, row));
    return { ...detail, session_id: row.session_id, stage: row.stage, progress: Number(row.progress), error: row.error };
  }

  /** The newest analysis of a file name (or, failing that, of a session id, as mock interviews are linked). */
  async detail(userId: string, filename: string): Promise<AnalysisDetailResponse> {
    const named = await this.sessions.listNamed(userId, filename);
    const newest = named[0];
    const row = newest ? await this.sessions.findOwned(userId, newest.session_id) : await this.sessions.findOwned(userId, filename);
    if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    const place = newest ? { duplicate_index: named.length - 1, total_duplicates: named.length } : await this.placeOf(userId, row);
    return this.detailOf(row, place);
  }

  async list(userId: string): Promise<AnalysisSession[]> {
    const rows = await this.sessions.listForUser(userId);
    const places = duplicatePlaces(rows.map((r) => ({ key: r.session_id, display_name: r.display_name, start_time: r.start_time })));
    return rows.map((r) => sessionView(r, places.get(r.session_id) ?? { duplicate_index: 0, total_duplicates: 1 }));
  }

  /** Every analysis (the spec's list), or one page of them with the total when `limit` is given. */
  async userAnalyses(userId: string, query: UserAnalysesQuery = {}): Promise<UserAnalysesResponse> {
    if (query.limit === undefined) return { status: 'success', analyses: await this.list(userId) };
    const [rows, total] = await Promise.all([
      this.sessions.listForUser(userId, { limit: query.limit, offset: query.offset ?? 0 }),
      this.sessions.countForUser(userId),
    ]);
    const places = await this.placesOf(userId, rows);
    const analyses = rows.map((r) => sessionView(r, places.get(r.session_id) ?? { duplicate_index: 0, total_duplicates: 1 }));
    return { status: 'success', analyses, total };
  }

  async categorized(userId: string): Promise<CategorizedAnalysesResponse> {
    const all = await this.list(userId);
    const mock = all.filter((a) => a.category === 'mock_interview');
    const uploads = all.filter((a) => a.category === 'video_upload');
    return {
      status: 'success',
      analyses: { mock_interviews: { count: mock.length, items: mock }, video_uploads: { count: uploads.length, items: uploads } },
    };
  }

  async compare(userId: string, ids: readonly string[]): Promise<CompareResponse> {
    const unique = [...new Set(ids)];
    const rows = await this.sessions.listOwned(userId, unique);
    const byId = new Map(rows.map((r) => [r.session_id, r]));
    const inputs = unique.map((id) => {
      const row = byId.get(id);
      if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
      return {
        session_id: row.session_id,
        display_name: row.display_name,
        original_filename: row.original_filename,
        start_time: row.start_time,
        combined: row.status === 'completed' ? parseSummary(row.summary) : null,
      };
    });
    return compareAnalyses(inputs);
  }

  // ------------------------------------------------------------ files

  async reportFiles(userId: string, sessionId: string): Promise<ReportFilesResponse> {
    const row = await this.sessions.findOwned(userId, sessionId);
    if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    return { files: reportNames(row.report_files) };
  }

  /** Only a name from the session's own list is fetched, so no request can name another path. */
  async reportFile(userId: string, sessionId: string, name: string): Promise<{ body: Readable; contentType: string; size: number }> {
    const row = await this.sessions.findOwned(userId, sessionId);
    if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    const stored = reportNames(row.report_files).find((n) => n === name);
    if (!stored) throw new AnalysisProblem(404, REPORT_NOT_FOUND);
    const key = reportKey(row.session_id, stored);
    const stat = await this.deps.objects.stat(key);
    if (!stat) throw new AnalysisProblem(404, REPORT_NOT_FOUND);
    return { body: await this.deps.objects.get(key), contentType: contentTypeOfReport(stored), size: stat.size };
  }

  async media(userId: string, sessionId: string, rangeHeader: string | null): Promise<MediaStream> {
    const row = await this.sessions.findOwned(userId, sessionId);
    if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    const upload = row.video_upload_id ? await this.uploads.findOwned(userId, row.video_upload_id) : null;
    if (!upload || upload.deleted_at) throw new AnalysisProblem(404, MEDIA_NOT_FOUND);
    const stat = await this.deps.objects.stat(upload.storage_key);
    if (!stat) throw new AnalysisProblem(404, MEDIA_NOT_FOUND);
    const range = parseByteRange(rangeHeader, stat.size);
    if (range === 'unsatisfiable') throw new AnalysisProblem(416, `Range not satisfiable (size ${stat.size})`);
    const body = await this.deps.objects.get(upload.storage_key, range ?? undefined);
    return { status: range ? 206 : 200, body, size: stat.size, range, contentType: upload.content_type };
  }
}

export function reportNames(stored: string | null): string[] {
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
