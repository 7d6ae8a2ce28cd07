// Over 200 lines on purpose: the mock session's state machine (start/resume, presign, upload, answer, progress, finish) with its one transaction per step; splitting it by step is a known follow-up.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Kysely } from 'kysely';
import { NO_CREDITS_MESSAGE } from '@rehearse/contract/analysis-constants';
import { analysisResultSchema, type AnalysisResult } from '@rehearse/contract/analysis-result';
import {
  MOCK_MAX_RECORDING_BYTES,
  MOCK_QUESTION_COUNT,
  MOCK_SERVER_MESSAGES,
  mockInterviewDisplayName,
} from '@rehearse/contract/mock-constants';
import type {
  MockAnswerRequest,
  MockAnswerResponse,
  MockFinishResponse,
  MockPresignResponse,
  MockQuestion,
  MockSessionResponse,
  MockStartResponse,
  MockUploadResponse,
} from '@rehearse/contract/mock-interview';
import { mockAnswerRequestSchema, mockPresignRequestSchema, type MockPresignRequest } from '@rehearse/contract/mock-interview';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { withLocalFile } from '../../storage/with-local-file.ts';
import type { AnalysisEngine } from '../analysis/analysis-engine.ts';
import type { AnalysisSessionRepository } from '../analysis/analysis-session-repository.ts';
import { parseByteRange } from '../analysis/byte-range.ts';
import { combinedResultOf } from '../analysis/combined-result.ts';
import type { UserCreditsRepository } from '../analysis/user-credits-repository.ts';
import { drawQuestions, type RandomSource } from './draw-questions.ts';
import { MOCK_ANSWER_JOB, MOCK_ANSWER_MAX_ATTEMPTS, type MockAnswerJobPayload } from './mock-answer-job-name.ts';
import { MockAnswerRepository, type MockAnswerRow } from './mock-answer-repository.ts';
import { MockProblem, recordingTooLarge } from './mock-problem.ts';
import { buildMockReport, withDeletedRecordings, type ReportInput } from './mock-report.ts';
import { MockSessionRepository, type MockSessionRow } from './mock-session-repository.ts';
import { answersView, answerView, parseSummary, questionKeysOf, sessionView, summarize } from './mock-view.ts';
import { QUESTION_BANK, questionByKey } from './question-bank.ts';
import { receiveRecording } from './receive-recording.ts';
import { isRecordingKeyOf, newRecordingKey, recordingContentType } from './recording-keys.ts';
import { recordingUploadLink } from './recording-upload-link.ts';
import { checkStoredRecording } from './stored-recording.ts';
import { verifyUploadUrl } from './upload-url.ts';

export interface MockServiceDeps {
  db: Kysely<DatabaseSchema>;
  objects: ObjectStore;
  queue: JobQueue;
  engine: AnalysisEngine;
  /** The analysis feature's sessions and credits: a finished mock interview is one of its analyses. */
  analysisSessions: AnalysisSessionRepository;
  credits: UserCreditsRepository;
  /** Signs upload links (the app's secret). */
  secret: string;
  logger: Logger;
  clock?: () => Date;
  random?: RandomSource;
}

export interface RecordingStream {
  body: Readable;
  size: number;
  range: { start: number; end: number } | null;
  contentType: string;
}

/** The mock interview's rules: one active session per user, ten questions, answers saved or skipped in order (issue 7). Identity is always `userId` from the session. */
export class MockService {
  readonly sessions: MockSessionRepository;
  readonly answers: MockAnswerRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: MockServiceDeps) {
    this.sessions = new MockSessionRepository(deps.db);
    this.answers = new MockAnswerRepository(deps.db);
    this.now = deps.clock ?? (() => new Date());
  }

  // ------------------------------------------------------------ start / resume

  async start(userId: string): Promise<MockStartResponse> {
    const active = await this.sessions.findActive(userId);
    if (active) return this.startResponse(active, true);
    const questions = drawQuestions(QUESTION_BANK, MOCK_QUESTION_COUNT, this.deps.random);
    const row: MockSessionRow = {
      id: randomUUID(),
      user_id: userId,
      status: 'active',
      question_keys: JSON.stringify(questions.map((q) => q.key)),
      current_index: 0,
      created_at: this.now().toISOString(),
      completed_at: null,
      summary: null,
      analysis_session_id: null,
    };
    await this.sessions.insert(row);
    return this.startResponse(row, false);
  }

  private async startResponse(row: MockSessionRow, resumed: boolean): Promise<MockStartResponse> {
    return {
      success: true,
      session: sessionView(row),
      questions: questionsOf(row),
      current_index: row.current_index,
      resumed,
      answers: answersView(await this.answers.listForSession(row.id)),
      session_id: row.id,
    };
  }

  // ------------------------------------------------------------ presign / upload

  async presign(userId: string, request: MockPresignRequest): Promise<MockPresignResponse> {
    const { session_id, question_key, file_extension, file_size } = mockPresignRequestSchema.parse(request);
    const session = await this.activeSession(userId, session_id);
    this.assertQuestionOf(session, question_key);
    if (file_size !== undefined && file_size > MOCK_MAX_RECORDING_BYTES) throw recordingTooLarge(MOCK_MAX_RECORDING_BYTES);
    const key = newRecordingKey(userId, session.id, question_key, file_extension);
    const link = await recordingUploadLink(
      this.deps.objects,
      { userId, sessionId: session.id, questionKey: question_key, key },
      { secret: this.deps.secret, signedAt: this.now(), extension: file_extension, size: file_size },
    );
    return { success: true, ...link };
  }

  /** `url` is the request's own path and query: the signed link. Streams, size-limits and probes the recording. */
  async upload(userId: string, url: string, request: { headers: Headers; body: WebReadableStream<Uint8Array> | null }): Promise<MockUploadResponse> {
    const check = verifyUploadUrl(url, { secret: this.deps.secret, nowSeconds: Math.floor(this.now().getTime() / 1000) });
    if (!check.valid) throw new MockProblem(403, check.reason === 'expired' ? MOCK_SERVER_MESSAGES.uploadUrlExpired : MOCK_SERVER_MESSAGES.uploadUrlInvalid);
    const { grant } = check;
    if (grant.userId !== userId) throw new MockProblem(403, MOCK_SERVER_MESSAGES.uploadUrlForeign);
    const session = await this.activeSession(userId, grant.sessionId);
    this.assertQuestionOf(session, grant.questionKey);
    if (!isRecordingKeyOf(grant.key, userId, session.id, grant.questionKey)) throw new MockProblem(403, MOCK_SERVER_MESSAGES.uploadUrlInvalid);

    const { size } = await receiveRecording(this.deps.objects, request, { key: grant.key, maxBytes: MOCK_MAX_RECORDING_BYTES });
    let duration: number;
    try {
      duration = (await withLocalFile(this.deps.objects, grant.key, (path) => this.deps.engine.probe(path))).duration;
    } catch (error) {
      await this.deps.objects.delete(grant.key);
      if (this.deps.engine.isMediaError(error)) throw new MockProblem(400, error.message);
      throw error;
    }
    return { success: true, s3_key: grant.key, size, duration, message: MOCK_SERVER_MESSAGES.uploadSaved };
  }

  // ------------------------------------------------------------ answer / progress

  /** Saves the answer; a recorded one is queued for analysis at once, so most work is done by Finish. */
  async answer(userId: string, request: MockAnswerRequest): Promise<MockAnswerResponse> {
    const body = mockAnswerRequestSchema.parse(request);
    const session = await this.activeSession(userId, body.session_id);
    this.assertQuestionOf(session, body.question_key);
    const at = this.now().toISOString();
    if (body.skipped) {
      await this.answers.save({ sessionId: session.id, questionKey: body.question_key, skipped: true, notes: body.notes, durationSec: null, mediaKey: null, at });
    } else {
      if (!isRecordingKeyOf(body.media_url, userId, session.id, body.question_key)) throw new MockProblem(400, MOCK_SERVER_MESSAGES.noRecording);
      await checkStoredRecording(this.deps.objects, body.media_url, MOCK_MAX_RECORDING_BYTES);
      await this.answers.save({
        sessionId: session.id,
        questionKey: body.question_key,
        skipped: false,
        notes: body.notes,
        durationSec: body.duration_sec,
        mediaKey: body.media_url,
        at,
      });
      await this.enqueueAnswer(session.id, body.question_key);
    }
    const saved = await this.answers.find(session.id, body.question_key);
    if (!saved) throw new Error('answer vanished after saving');
    return { success: true, answer: answerView(saved) };
  }

  async enqueueAnswer(sessionId: string, questionKey: string): Promise<void> {
    const payload: MockAnswerJobPayload = { sessionId, questionKey };
    await this.deps.queue.enqueue(MOCK_ANSWER_JOB, payload, { singletonKey: `${sessionId}:${questionKey}`, maxAttempts: MOCK_ANSWER_MAX_ATTEMPTS });
  }

  async progress(userId: string, sessionId: string, currentIndex: number): Promise<void> {
    const session = await this.activeSession(userId, sessionId);
    if (currentIndex >= questionKeysOf(session).length) throw new MockProblem(400, MOCK_SERVER_MESSAGES.badIndex);
    await this.sessions.setCurrentIndex(session.id, currentIndex);
  }

  // ------------------------------------------------------------ finish

  /**
   * Takes one credit and creates the mock interview's analysis; a second Finish answers the same.
   * Without credits: 402 and the session stays active with its answers saved.
   */
  async finish(userId: string, sessionId: string): Promise<MockFinishResponse> {
    const session = await this.ownedSession(userId, sessionId);
    if (session.status === 'completed') return this.finished(userId, session);
    const completedAt = this.now();
    const answers = await this.answers.listForSession(session.id);
    const summary = summarize(questionKeysOf(session), answers, { createdAt: session.created_at, completedAt: completedAt.toISOString() });
    const analysisSessionId = randomUUID();
    const at = completedAt.toISOString();
    const won = await this.deps.db.transaction().execute(async (trx) => {
      // Completing first makes a concurrent Finish a no-op before it can charge.
      const completed = await this.sessions.complete(session.id, { completedAt: at, summary: JSON.stringify(summary), analysisSessionId }, trx);
      if (!completed) return false;
      const left = await this.deps.credits.consumeOne(userId, trx);
      if (left === null) throw new MockProblem(402, NO_CREDITS_MESSAGE);
      await this.deps.analysisSessions.insert(
        {
          session_id: analysisSessionId,
          user_id: userId,
          video_upload_id: null,
          category: 'mock_interview',
          display_name: mockInterviewDisplayName(completedAt),
          status: 'processing',
          stage: 'audio',
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
      return true;
    });
    if (won) await this.assembleReport(session.id);
    const latest = await this.ownedSession(userId, session.id);
    return this.finished(userId, latest);
  }

  private async finished(userId: string, session: MockSessionRow): Promise<MockFinishResponse> {
    const summary = parseSummary(session.summary);
    if (!summary || !session.analysis_session_id) throw new Error(`mock session ${session.id} is completed without a summary`);
    return { success: true, summary, analysis_session_id: session.analysis_session_id, analysis_credits: await this.deps.credits.creditsOf(userId) };
  }

  /**
   * Builds the report once every recorded answer's analysis has ended; until then only moves the
   * analysis's progress. Called at Finish and after each answer's analysis; idempotent.
   */
  async assembleReport(mockSessionId: string): Promise<void> {
    const session = await this.sessions.findById(mockSessionId);
    if (!session?.analysis_session_id) return;
    const analysis = await this.deps.analysisSessions.findById(session.analysis_session_id);
    if (!analysis || analysis.status === 'completed') return;
    const answers = await this.answers.listForSession(session.id);
    const recorded = answers.filter((a) => !a.skipped);
    const pending = recorded.filter((a) => a.analysis_status === 'queued' || a.analysis_status === 'processing');
    if (pending.length > 0) {
      const done = recorded.length - pending.length;
      await this.deps.analysisSessions.setProgress(session.analysis_session_id, 'audio', Math.round((done / recorded.length) * 95));
      return;
    }
    const result = analysisResultSchema.parse(buildMockReport(reportInputs(session, answers), session.id));
    const endTime = this.now().toISOString();
    await this.deps.analysisSessions.markCompleted(session.analysis_session_id, {
      result: JSON.stringify(result),
      summary: JSON.stringify(combinedResultOf(result, endTime)),
      reportFiles: JSON.stringify([]),
      endTime,
    });
    this.deps.logger.info({ mockSessionId, analysisSessionId: session.analysis_session_id, overall: result.overall_score }, 'mock interview report completed');
  }

  /** After the retention sweep deleted recordings of this session: its finished report stops linking them and says they were deleted. */
  async forgetDeletedRecordings(mockSessionId: string): Promise<void> {
    const session = await this.sessions.findById(mockSessionId);
    if (!session?.analysis_session_id) return;
    const analysis = await this.deps.analysisSessions.findById(session.analysis_session_id);
    if (analysis?.status !== 'completed' || !analysis.result) return;
    const report = analysisResultSchema.safeParse(JSON.parse(analysis.result));
    if (!report.success) {
      this.deps.logger.warn({ mockSessionId }, 'mock report unreadable; its recording links stay');
      return;
    }
    const deleted = new Set((await this.answers.listForSession(session.id)).filter((a) => a.media_deleted_at).map((a) => a.question_key));
    await this.deps.analysisSessions.replaceResult(analysis.session_id, JSON.stringify(withDeletedRecordings(report.data, deleted)));
  }

  // ------------------------------------------------------------ reads

  async session(userId: string, id: string): Promise<MockSessionResponse> {
    const session = await this.ownedSession(userId, id);
    const analysis = session.analysis_session_id ? await this.deps.analysisSessions.findById(session.analysis_session_id) : null;
    return {
      success: true,
      data: {
        session: sessionView(session),
        questions: questionsOf(session),
        answers: answersView(await this.answers.listForSession(session.id)),
        current_index: session.current_index,
        summary: parseSummary(session.summary),
        analysis: analysis ? { session_id: analysis.session_id, status: analysis.status, progress: Number(analysis.progress), error: analysis.error } : null,
      },
    };
  }

  /** The recording of one answer, for the report page (honours a Range header). */
  async recording(userId: string, sessionId: string, questionKey: string, rangeHeader: string | null): Promise<RecordingStream> {
    const session = await this.ownedSession(userId, sessionId);
    const answer = await this.answers.find(session.id, questionKey);
    if (answer?.media_deleted_at) throw new MockProblem(404, MOCK_SERVER_MESSAGES.recordingDeleted);
    const key = answer?.media_key;
    const stat = key ? await this.deps.objects.stat(key) : null;
    if (!key || !stat) throw new MockProblem(404, MOCK_SERVER_MESSAGES.noRecording);
    const range = parseByteRange(rangeHeader, stat.size);
    if (range === 'unsatisfiable') throw new MockProblem(416, `Range not satisfiable (size ${stat.size})`);
    const body = await this.deps.objects.get(key, range ?? undefined);
    return { body, size: stat.size, range, contentType: recordingContentType(key) };
  }

  // ------------------------------------------------------------ guards

  private async ownedSession(userId: string, id: string): Promise<MockSessionRow> {
    const session = await this.sessions.findOwned(userId, id);
    if (!session) throw new MockProblem(404, MOCK_SERVER_MESSAGES.sessionNotFound);
    return session;
  }

  private async activeSession(userId: string, id: string): Promise<MockSessionRow> {
    const session = await this.ownedSession(userId, id);
    if (session.status !== 'active') throw new MockProblem(409, MOCK_SERVER_MESSAGES.sessionCompleted);
    return session;
  }

  private assertQuestionOf(session: MockSessionRow, questionKey: string): void {
    if (!questionKeysOf(session).includes(questionKey)) throw new MockProblem(404, MOCK_SERVER_MESSAGES.unknownQuestion);
  }
}

function questionsOf(session: MockSessionRow): MockQuestion[] {
  return questionKeysOf(session).flatMap((key) => {
    const q = questionByKey(key);
    return q ? [q] : [];
  });
}

function parseAnswerResult(text: string | null): AnalysisResult | null {
  if (!text) return null;
  const parsed = analysisResultSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

function reportInputs(session: MockSessionRow, answers: readonly MockAnswerRow[]): ReportInput[] {
  const byKey = new Map(answers.map((a) => [a.question_key, a]));
  return questionsOf(session).map((question) => {
    const a = byKey.get(question.key);
    if (!a) return { question, answer: null };
    return {
      question,
      answer: {
        skipped: a.skipped,
        durationSec: a.duration_sec,
        result: a.analysis_status === 'completed' ? parseAnswerResult(a.analysis_result) : null,
        error: a.analysis_error,
        recordingDeleted: a.media_deleted_at !== null,
      },
    };
  });
}
