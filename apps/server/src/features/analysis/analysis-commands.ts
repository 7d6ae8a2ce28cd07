import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { UPLOAD_FIELD_NAME, type AnalysisType, type StartAnalysisResponse, type UploadResponse } from '@rehearse/contract/analysis-api';
import { NO_CREDITS_MESSAGE, NO_FILE_MESSAGE, UPLOAD_MESSAGES, uploadTooLargeMessage } from '@rehearse/contract/analysis-constants';
import { ANALYSIS_DELETED, ANALYSIS_STILL_RUNNING, type DeleteAnalysisResponse, type RenameAnalysisResponse } from '@rehearse/contract/analysis-manage';
import type { SpeakerCorrectionChoice, SpeakerCorrectionResponse } from '@rehearse/contract/speaker-correction';
import { INVALID_SPEAKER_SETUP, parseSpeakerSetup, SPEAKER_SETUP_FIELD } from '@rehearse/contract/speaker-setup';
import { tooManyUnstartedUploadsMessage } from '@rehearse/contract/upload-limits';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { receiveMultipartFile } from '../../http/receive-multipart-file.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { withLocalFile } from '../../storage/with-local-file.ts';
import type { AnalysisEngine, StreamingProbe } from '../../shared/analysis-engine.ts';
import { throughProbe } from './through-probe.ts';
import { ANALYSIS_NOT_FOUND, AnalysisProblem, UPLOAD_NOT_FOUND } from './analysis-problem.ts';
import type { AnalysisRepositories } from './analysis-repositories.ts';
import type { AnalysisDb } from './analysis-tables.ts';
import { enqueueAnalysis } from './enqueue-analysis.ts';
import { uploadKey } from '../../storage/analysis-object-keys.ts';
import { withoutStoragePaths } from './without-storage-paths.ts';
import { applySpeakerCorrection } from './speaker-correction.ts';

export interface AnalysisCommandsDeps {
  /** For the credit transaction. */
  db: AnalysisDb;
  repositories: Pick<AnalysisRepositories, 'uploads' | 'sessions' | 'credits'>;
  objects: ObjectStore;
  queue: JobQueue;
  engine: Pick<AnalysisEngine, 'probe' | 'probeWhileStreaming' | 'isMediaError'>;
  /** The upload limit in bytes now (an admin may change it). */
  maxUploadBytes: () => number | Promise<number>;
  /** How many never-started uploads a user may hold now (an admin setting once there is one). */
  maxUnstartedUploads: () => number | Promise<number>;
  clock?: () => Date;
  /**
   * Deletes what other features keep of an analysis being deleted (a mock interview's session, answers
   * and recordings); wired at composition so that this feature imports none of them. Answers the analyses that go
   * with it (a mock interview's recorded answers'), which this feature deletes.
   */
  onRemove?: (sessionId: string) => Promise<readonly string[]>;
}

/** What changes analyses: uploading a video and starting its analysis. Identity is always `userId` from the session. */
export class AnalysisCommands {
  private readonly now: () => Date;

  constructor(private readonly deps: AnalysisCommandsDeps) {
    this.now = deps.clock ?? (() => new Date());
  }

  /** The upload limit in bytes now, as `upload` enforces it. */
  async maxUploadBytes(): Promise<number> {
    return this.deps.maxUploadBytes();
  }

  async upload(userId: string, request: { headers: Headers; body: WebReadableStream<Uint8Array> | null }): Promise<UploadResponse> {
    const id = randomUUID();
    const key = uploadKey(userId, id);
    // Checked before a byte is read: a refused upload costs neither bandwidth nor disk.
    const maxUnstarted = await this.deps.maxUnstartedUploads();
    if ((await this.deps.repositories.uploads.countUnstarted(userId)) >= maxUnstarted) {
      throw new AnalysisProblem(429, tooManyUnstartedUploadsMessage(maxUnstarted), { closeConnection: true });
    }
    const maxBytes = await this.deps.maxUploadBytes();
    const { objects, engine } = this.deps;
    // Probed as it streams in where the container allows; otherwise the stored file is probed below, once.
    const streaming: { probe?: StreamingProbe } = {};
    const write = (k: string, body: Readable) => {
      const probe = engine.probeWhileStreaming();
      streaming.probe = probe;
      return objects.put(k, throughProbe(body, probe)).then(() => undefined);
    };
    const file = await receiveMultipartFile(
      { write, remove: (k) => objects.delete(k) },
      {
        headers: request.headers,
        body: request.body,
        maxBytes,
        fileField: UPLOAD_FIELD_NAME,
        textFields: [SPEAKER_SETUP_FIELD],
        keyFor: () => key,
        messages: { noFile: NO_FILE_MESSAGE, tooLarge: uploadTooLargeMessage(Math.round((maxBytes / (1024 * 1024)) * 100) / 100) },
      },
    );
    const speakerSetup = parseSpeakerSetup(file.fields.get(SPEAKER_SETUP_FIELD));
    if (speakerSetup === null) {
      await objects.delete(key);
      throw new AnalysisProblem(400, INVALID_SPEAKER_SETUP);
    }
    let probed = await streaming.probe?.result;
    try {
      probed ??= await withLocalFile(objects, key, (path) => engine.probe(path));
    } catch (error) {
      await objects.delete(key);
      if (engine.isMediaError(error)) throw new AnalysisProblem(400, withoutStoragePaths(error.message));
      throw error;
    }
    await this.deps.repositories.uploads.insert({
      id,
      user_id: userId,
      original_filename: file.originalFilename,
      storage_key: key,
      size: file.size,
      content_type: probed.contentType,
      duration: probed.duration,
      created_at: this.now().toISOString(),
      deleted_at: null,
      speaker_setup: speakerSetup,
    });
    return {
      status: 'success',
      video_upload: { id, original_filename: file.originalFilename, size: file.size, duration: probed.duration, speaker_setup: speakerSetup },
      message: UPLOAD_MESSAGES.uploaded,
    };
  }

  /**
   * Takes one credit and enqueues the analysis, once per upload: a second start answers the first's session.
   * The requested types are kept with the session: with 'llm' the job asks a configured model for the summary.
   */
  async start(userId: string, videoUploadId: string, analysisTypes: readonly AnalysisType[] = []): Promise<StartAnalysisResponse> {
    const { uploads, sessions, credits } = this.deps.repositories;
    const upload = await uploads.findOwned(userId, videoUploadId);
    if (!upload || upload.deleted_at) throw new AnalysisProblem(404, UPLOAD_NOT_FOUND);
    const existing = await sessions.findByUpload(upload.id);
    if (existing) return this.started(userId, existing.session_id);

    const sessionId = randomUUID();
    const at = this.now().toISOString();
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        const left = await credits.consumeOne(userId, trx);
        if (left === null) throw new AnalysisProblem(402, NO_CREDITS_MESSAGE);
        const begun = { sessionId, userId, videoUploadId: upload.id, displayName: upload.original_filename, startedAt: at };
        await sessions.create({ ...begun, category: 'video_upload', status: 'queued', stage: 'queued', analysisTypes }, trx);
      });
    } catch (error) {
      // A concurrent start of the same upload won: its transaction charged, this one rolled back.
      if (isUniqueViolation(error)) {
        const winner = await sessions.findByUpload(upload.id);
        if (winner) return this.started(userId, winner.session_id);
      }
      throw error;
    }
    await enqueueAnalysis(this.deps.queue, sessionId);
    return this.started(userId, sessionId);
  }

  /** The owner renames an analysis; 404 for an unknown id or another user's. */
  async rename(userId: string, sessionId: string, displayName: string): Promise<RenameAnalysisResponse> {
    if (!(await this.deps.repositories.sessions.renameOwned(userId, sessionId, displayName))) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    return { status: 'success', session_id: sessionId, display_name: displayName };
  }

  /** The owner corrects whose voice is theirs ("That's not me", "This is me", "I was the only speaker"); see speaker-correction.ts. */
  async correctSpeakers(userId: string, sessionId: string, choice: SpeakerCorrectionChoice): Promise<SpeakerCorrectionResponse> {
    return applySpeakerCorrection({ sessions: this.deps.repositories.sessions }, userId, sessionId, choice);
  }

  /** The owner deletes an analysis with its recording and report files; 404 for another user's, 409 while it runs. */
  async removeOwned(userId: string, sessionId: string): Promise<DeleteAnalysisResponse> {
    const session = await this.deps.repositories.sessions.findOwned(userId, sessionId);
    if (!session) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    if (session.status === 'queued' || session.status === 'processing' || session.status === 'in_progress') throw new AnalysisProblem(409, ANALYSIS_STILL_RUNNING);
    await this.remove(sessionId);
    return { status: 'success', message: ANALYSIS_DELETED };
  }

  /** Admin: deletes an analysis with its recording and report files; answers what it was, or null when absent. */
  async remove(sessionId: string): Promise<{ user_id: string; display_name: string; status: string } | null> {
    const { sessions, uploads } = this.deps.repositories;
    const session = await sessions.findById(sessionId);
    if (!session) return null;
    const dependents = (await this.deps.onRemove?.(sessionId)) ?? [];
    await sessions.deleteMany([sessionId, ...dependents]);
    const upload = session.video_upload_id ? await uploads.findById(session.video_upload_id) : null;
    if (upload) {
      if (!upload.deleted_at) await this.deps.objects.delete(upload.storage_key);
      await uploads.deleteById(upload.id);
    }
    return { user_id: session.user_id, display_name: session.display_name, status: session.status };
  }

  /** Admin: runs a failed analysis again (no credit is taken: the failure was not the user's). */
  async rerunFailed(sessionId: string): Promise<'queued' | 'not_found' | 'not_failed' | 'video_gone'> {
    const { sessions, uploads } = this.deps.repositories;
    const session = await sessions.findById(sessionId);
    if (!session) return 'not_found';
    if (session.status !== 'failed') return 'not_failed';
    const upload = session.video_upload_id ? await uploads.findById(session.video_upload_id) : null;
    if (!upload || upload.deleted_at) return 'video_gone';
    if (!(await sessions.requeueFailed(sessionId))) return 'not_failed';
    await enqueueAnalysis(this.deps.queue, sessionId);
    return 'queued';
  }

  private async started(userId: string, sessionId: string): Promise<StartAnalysisResponse> {
    return {
      status: 'success',
      session_id: sessionId,
      analysis_credits: await this.deps.repositories.credits.creditsOf(userId),
      message: UPLOAD_MESSAGES.started,
    };
  }
}
