import {
  MOCK_MAX_RECORDING_BYTES,
  MOCK_MAX_RECORDINGS_PER_QUESTION,
  MOCK_RECORDING_BYTES_PER_DAY,
  MOCK_SERVER_MESSAGES,
} from '@rehearse/contract/mock-constants';
import type { MockPresignResponse, MockUploadResponse } from '@rehearse/contract/mock-interview';
import { mockPresignRequestSchema, type MockPresignRequest } from '@rehearse/contract/mock-interview';
import type { StoredMedia } from '../../http/media-response.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { withLocalFile } from '../../storage/with-local-file.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import { MockProblem, recordingTooLarge } from './mock-problem.ts';
import type { MockRepositories } from './mock-repositories.ts';
import type { MockSessionAccess } from './mock-session-access.ts';
import { receiveRecording, type RecordingRequest } from './receive-recording.ts';
import { isRecordingKeyOf, newRecordingKey, recordingContentType } from './recording-keys.ts';
import { recordingUploadLink } from './recording-upload-link.ts';
import { verifyUploadUrl, type UploadGrant } from './upload-url.ts';

export interface RecordingStepDeps {
  repos: Pick<MockRepositories, 'answers' | 'attempts' | 'recordings'>;
  access: MockSessionAccess;
  objects: ObjectStore;
  engine: AnalysisEngine;
  /** Signs upload links (the app's secret). */
  secret: string;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An answer's recording: the signed upload link, the upload itself, and serving it back for the report. */
export class RecordingStep {
  constructor(private readonly deps: RecordingStepDeps) {}

  async presign(userId: string, request: MockPresignRequest): Promise<MockPresignResponse> {
    const { session_id, question_key, file_extension, file_size } = mockPresignRequestSchema.parse(request);
    const session = await this.deps.access.active(userId, session_id);
    this.deps.access.questionOf(session, question_key);
    if (file_size !== undefined && file_size > MOCK_MAX_RECORDING_BYTES) throw recordingTooLarge(MOCK_MAX_RECORDING_BYTES);
    await this.checkDailyBudget(userId, file_size ?? 0);
    const key = newRecordingKey(userId, session.id, question_key, file_extension);
    const claimed = await this.deps.repos.recordings.claim({ key, sessionId: session.id, questionKey: question_key, at: this.deps.now().toISOString() }, MOCK_MAX_RECORDINGS_PER_QUESTION);
    if (!claimed) throw new MockProblem(429, MOCK_SERVER_MESSAGES.tooManyRecordings(MOCK_MAX_RECORDINGS_PER_QUESTION));
    const link = await recordingUploadLink(
      this.deps.objects,
      { userId, sessionId: session.id, questionKey: question_key, key },
      { secret: this.deps.secret, signedAt: this.deps.now(), extension: file_extension, size: file_size },
    );
    return { success: true, ...link };
  }

  /** `request.url` is the request's own path and query: the signed link, unless the form carries it. Streams, size-limits and probes the recording. */
  async upload(userId: string, request: RecordingRequest): Promise<MockUploadResponse> {
    const started: { key: string | null } = { key: null };
    try {
      const { grant, size } = await receiveRecording(this.deps.objects, request, {
        userId,
        maxBytes: MOCK_MAX_RECORDING_BYTES,
        grantOf: async (link) => {
          const grant = await this.uploadGrant(userId, link);
          await this.startUpload(userId, grant.key);
          started.key = grant.key;
          return grant;
        },
      });
      const duration = await this.probeRecording(grant.key);
      await this.deps.repos.recordings.finishUpload(grant.key, size);
      started.key = null;
      return { success: true, s3_key: grant.key, size, duration, message: MOCK_SERVER_MESSAGES.uploadSaved };
    } finally {
      // A failed upload leaves its link usable, so nothing recorded is lost to a broken connection.
      if (started.key !== null) await this.deps.repos.recordings.abandonUpload(started.key);
    }
  }

  /** The recording's length; a file that is not media, or not the container its name says, is deleted and refused. */
  private async probeRecording(key: string): Promise<number> {
    let probed;
    try {
      probed = await withLocalFile(this.deps.objects, key, (path) => this.deps.engine.probe(path));
    } catch (error) {
      await this.deps.objects.delete(key);
      if (this.deps.engine.isMediaError(error)) throw new MockProblem(400, error.message);
      throw error;
    }
    const named = recordingContentType(key);
    if (probed.contentType.split('/')[1] !== named.split('/')[1]) {
      await this.deps.objects.delete(key);
      throw new MockProblem(400, MOCK_SERVER_MESSAGES.containerMismatch(named === 'video/mp4' ? 'MP4' : 'WebM'));
    }
    return probed.duration;
  }

  /** One upload per link, never over a recording an answer already holds, and within the user's daily budget. */
  private async startUpload(userId: string, key: string): Promise<void> {
    const { answers, attempts, recordings } = this.deps.repos;
    const [current, earlier] = await Promise.all([answers.namedRecordings([key]), attempts.namedRecordings([key])]);
    if (current.has(key) || earlier.has(key)) throw new MockProblem(409, MOCK_SERVER_MESSAGES.recordingAnswered);
    await this.checkDailyBudget(userId, 0);
    if (!(await recordings.startUpload(key, this.deps.now().toISOString()))) throw new MockProblem(409, MOCK_SERVER_MESSAGES.uploadUrlUsed);
  }

  private async checkDailyBudget(userId: string, adding: number): Promise<void> {
    const since = new Date(this.deps.now().getTime() - DAY_MS).toISOString();
    const used = await this.deps.repos.recordings.bytesUploadedSince(userId, since);
    if (used >= MOCK_RECORDING_BYTES_PER_DAY || used + adding > MOCK_RECORDING_BYTES_PER_DAY) throw new MockProblem(429, MOCK_SERVER_MESSAGES.recordingBudget(Math.round(MOCK_RECORDING_BYTES_PER_DAY / (1024 * 1024))));
  }

  /** The recording of one answer (the latest attempt, or an earlier one), served by `mediaResponse`, which honours a Range header. */
  async recording(userId: string, sessionId: string, questionKey: string, attempt?: number): Promise<StoredMedia> {
    const session = await this.deps.access.owned(userId, sessionId);
    const latest = await this.deps.repos.answers.find(session.id, questionKey);
    const answer = attempt === undefined || attempt === latest?.attempt ? latest : await this.deps.repos.attempts.find(session.id, questionKey, attempt);
    if (answer?.media_deleted_at) throw new MockProblem(404, MOCK_SERVER_MESSAGES.recordingDeleted);
    const key = answer?.media_key;
    const stat = key ? await this.deps.objects.stat(key) : null;
    if (!key || !stat) throw new MockProblem(404, MOCK_SERVER_MESSAGES.noRecording);
    return { size: stat.size, contentType: recordingContentType(key), open: (range) => this.deps.objects.get(key, range) };
  }

  /** What a signed upload link grants, when it is untouched, unexpired, this user's, and for a question of their active session. */
  private async uploadGrant(userId: string, link: string): Promise<UploadGrant> {
    const check = verifyUploadUrl(link, { secret: this.deps.secret, nowSeconds: Math.floor(this.deps.now().getTime() / 1000) });
    if (!check.valid) throw new MockProblem(403, check.reason === 'expired' ? MOCK_SERVER_MESSAGES.uploadUrlExpired : MOCK_SERVER_MESSAGES.uploadUrlInvalid);
    const { grant } = check;
    if (grant.userId !== userId) throw new MockProblem(403, MOCK_SERVER_MESSAGES.uploadUrlForeign);
    const session = await this.deps.access.active(userId, grant.sessionId);
    this.deps.access.questionOf(session, grant.questionKey);
    if (!isRecordingKeyOf(grant.key, userId, session.id, grant.questionKey)) throw new MockProblem(403, MOCK_SERVER_MESSAGES.uploadUrlInvalid);
    return grant;
  }
}
