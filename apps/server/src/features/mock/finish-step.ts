import { randomUUID } from 'node:crypto';
import { NO_CREDITS_MESSAGE } from '@rehearse/contract/analysis-constants';
import { analysisResultSchema, type AnalysisResult } from '@rehearse/contract/analysis-result';
import { MOCK_SERVER_MESSAGES, mockInterviewDisplayName } from '@rehearse/contract/mock-constants';
import type { MockFinishResponse, MockQuestion, MockSessionResponse } from '@rehearse/contract/mock-interview';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import { readStoredJson } from '../../db/stored-json.ts';
import type { AnalysisCredits, AnalysisSessions } from '../../shared/analysis-sessions.ts';
import type { MockAnswerRow } from './mock-answer-repository.ts';
import type { MockAttemptRow } from './mock-attempt-repository.ts';
import { MockProblem } from './mock-problem.ts';
import { buildMockReport, withDeletedRecordings, type AttemptInput, type ReportInput } from './mock-report.ts';
import type { MockRepositories } from './mock-repositories.ts';
import type { MockSessionAccess } from './mock-session-access.ts';
import type { MockSessionRow } from './mock-session-repository.ts';
import { parseSummary, sessionView, summarize } from './mock-view.ts';
import { loadSessionState } from './session-state.ts';
import { setTitle } from './question-sets.ts';
import { typedAnswerOf } from './typed-answer-of.ts';
import { removeMockInterviewOfAnalysis } from './mock-interview-removal.ts';

export interface FinishStepDeps {
  repos: MockRepositories;
  access: MockSessionAccess;
  objects: ObjectStore;
  /** The analysis feature's sessions and credits: a finished mock interview is one of its analyses. */
  analysisSessions: AnalysisSessions;
  credits: AnalysisCredits;
  logger: Logger;
  now: () => Date;
  /** A model reviews judged answers (rubric and rebuilt answer): the report says when one is still on its way. */
  reviewsQueued?: boolean;
}

const pending = (a: { analysis_status: string | null }) => a.analysis_status === 'queued' || a.analysis_status === 'processing';

/** The report's note on an answer whose stored analysis cannot be read: it counts as not analysed. */
export const UNREADABLE_ANSWER_ANALYSIS = 'The stored analysis of this answer could not be read.';

type OnUnreadable = (row: MockAnswerRow | MockAttemptRow, reason: string) => void;

/** An answer's stored analysis; an unreadable one is reported and counts as failed, so the report is still built. */
function answerAnalysis(row: MockAnswerRow | MockAttemptRow, onUnreadable: OnUnreadable): { result: AnalysisResult | null; error: string | null } {
  if (row.analysis_status !== 'completed' || !row.analysis_result) return { result: null, error: row.analysis_error };
  const stored = readStoredJson(row.analysis_result, analysisResultSchema);
  if (stored.readable) return { result: stored.value, error: row.analysis_error };
  onUnreadable(row, stored.reason);
  return { result: null, error: UNREADABLE_ANSWER_ANALYSIS };
}

function attemptInput(row: MockAnswerRow | MockAttemptRow, question: MockQuestion, onUnreadable: OnUnreadable): AttemptInput {
  const typed = typedAnswerOf(row, question);
  return {
    skipped: row.skipped,
    durationSec: row.duration_sec,
    ...answerAnalysis(row, onUnreadable),
    recordingDeleted: row.media_deleted_at !== null,
    ...(typed ? { typed } : {}),
  };
}

/** Each question with its answer (null: not asked) and, when retaken, its earlier attempts and the one chosen to count. */
export function reportInputs(
  questions: readonly MockQuestion[],
  answers: readonly MockAnswerRow[],
  attempts: readonly MockAttemptRow[],
  onUnreadable: OnUnreadable = () => {},
  counted: ReadonlyMap<string, number> = new Map(),
): ReportInput[] {
  const byKey = new Map(answers.map((a) => [a.question_key, a]));
  return questions.map((question) => {
    const a = byKey.get(question.key);
    if (!a) return { question, answer: null };
    const earlierAttempts = attempts.filter((e) => e.question_key === question.key).map((e) => ({ ...attemptInput(e, question, onUnreadable), attempt: e.attempt }));
    const countedAttempt = counted.get(question.key);
    return { question, answer: { ...attemptInput(a, question, onUnreadable), attempt: a.attempt, earlierAttempts, ...(countedAttempt === undefined ? {} : { countedAttempt }) } };
  });
}

/** Finish at any time (questions not reached are not asked), the report, the session read, and removal with the report's analysis. */
export class FinishStep {
  constructor(private readonly deps: FinishStepDeps) {}

  /**
   * Takes one credit and creates the mock interview's analysis; a second Finish answers the same.
   * Without credits: 402 and the session stays active with its answers saved.
   */
  async finish(userId: string, sessionId: string): Promise<MockFinishResponse> {
    const { repos, access } = this.deps;
    const session = await access.owned(userId, sessionId);
    if (session.status === 'completed') return this.finished(userId, session);
    const completedAt = this.deps.now();
    const answers = await repos.answers.listForSession(session.id);
    const summary = summarize(access.questions(session), answers, { createdAt: session.created_at, completedAt: completedAt.toISOString() });
    const analysisSessionId = randomUUID();
    const at = completedAt.toISOString();
    const won = await repos.db.transaction().execute(async (trx) => {
      // Completing first makes a concurrent Finish a no-op before it can charge.
      const completed = await repos.sessions.complete(session.id, { completedAt: at, summary: JSON.stringify(summary), analysisSessionId }, trx);
      if (!completed) return false;
      const left = await this.deps.credits.consumeOne(userId, trx);
      if (left === null) throw new MockProblem(402, NO_CREDITS_MESSAGE);
      const begun = { sessionId: analysisSessionId, userId, videoUploadId: null, displayName: mockInterviewDisplayName(completedAt, setTitle(session.set_id)), startedAt: at };
      await this.deps.analysisSessions.create({ ...begun, category: 'mock_interview', status: 'processing', stage: 'audio' }, trx);
      return true;
    });
    if (won) await this.assembleReport(session.id);
    return this.finished(userId, await access.owned(userId, session.id));
  }

  private async finished(userId: string, session: MockSessionRow): Promise<MockFinishResponse> {
    const summary = parseSummary(session.summary);
    // Closed by migration 019 as the older of two active sessions: finished without a report.
    if (!summary || !session.analysis_session_id) throw new MockProblem(409, MOCK_SERVER_MESSAGES.sessionCompleted);
    return { success: true, summary, analysis_session_id: session.analysis_session_id, analysis_credits: await this.deps.credits.creditsOf(userId) };
  }

  /**
   * Builds the report once every recorded attempt's analysis has ended; until then only moves the
   * analysis's progress. Called at Finish and after each answer's analysis; idempotent.
   */
  async assembleReport(mockSessionId: string): Promise<void> {
    const { repos } = this.deps;
    const session = await repos.sessions.findById(mockSessionId);
    if (!session?.analysis_session_id) return;
    const analysis = await this.deps.analysisSessions.findById(session.analysis_session_id);
    if (!analysis || analysis.status === 'completed') return;
    const [answers, attempts, counted] = await Promise.all([
      repos.answers.listForSession(session.id),
      repos.attempts.listForSession(session.id),
      repos.counted.forSession(session.id),
    ]);
    const recorded = [...answers, ...attempts].filter((a) => !a.skipped);
    const waiting = recorded.filter(pending);
    if (waiting.length > 0) {
      const done = recorded.length - waiting.length;
      await this.deps.analysisSessions.setProgress(session.analysis_session_id, 'audio', Math.round((done / recorded.length) * 95));
      return;
    }
    let questions: MockQuestion[];
    try {
      questions = this.deps.access.questions(session);
    } catch (error) {
      // A corrupt row (already logged): the report fails with the message rather than waiting for ever.
      if (!(error instanceof MockProblem)) throw error;
      await this.deps.analysisSessions.markFailed(session.analysis_session_id, error.message, this.deps.now().toISOString());
      return;
    }
    const result = this.report(session, questions, answers, attempts, counted);
    const endTime = this.deps.now().toISOString();
    await this.deps.analysisSessions.markCompleted(session.analysis_session_id, {
      result: JSON.stringify(result),
      summary: JSON.stringify(combinedResultOf(result, endTime)),
      reportFiles: JSON.stringify([]),
      endTime,
    });
    this.deps.logger.info({ mockSessionId, analysisSessionId: session.analysis_session_id, overall: result.overall_score }, 'mock interview report completed');
  }

  private report(session: MockSessionRow, questions: MockQuestion[], answers: MockAnswerRow[], attempts: MockAttemptRow[], counted: ReadonlyMap<string, number>): AnalysisResult {
    const onUnreadable: OnUnreadable = (row, reason) =>
      this.deps.logger.warn({ mockSessionId: session.id, questionKey: row.question_key, reason }, 'stored answer analysis unreadable; reported as not analysed');
    return analysisResultSchema.parse(buildMockReport(reportInputs(questions, answers, attempts, onUnreadable, counted), session.id, { reviewsQueued: this.deps.reviewsQueued ?? false }));
  }

  /**
   * Makes a finished interview's completed report again from the answers as they are now (the user chose another
   * attempt to count): its scores and summary follow. `pending` while the report still waits for analyses (it will
   * read the choice when it is built); `none` without a report. Recordings deleted by the retention sweep stay unlinked.
   */
  async rebuildReport(mockSessionId: string): Promise<'rebuilt' | 'pending' | 'none'> {
    const { repos } = this.deps;
    const session = await repos.sessions.findById(mockSessionId);
    if (!session?.analysis_session_id) return 'none';
    // Two choices at once: each rebuild reads the rows afresh, so the one that lands last is complete; a lost race retries.
    for (let tries = 0; tries < 3; tries += 1) {
      const analysis = await this.deps.analysisSessions.findById(session.analysis_session_id);
      if (!analysis) return 'none';
      if (analysis.status !== 'completed') return analysis.status === 'failed' ? 'none' : 'pending';
      const [answers, attempts, counted] = await Promise.all([
        repos.answers.listForSession(session.id),
        repos.attempts.listForSession(session.id),
        repos.counted.forSession(session.id),
      ]);
      const built = this.report(session, this.deps.access.questions(session), answers, attempts, counted);
      const deleted = new Set(answers.filter((a) => a.media_deleted_at).map((a) => a.question_key));
      const deletedAttempts = new Set(attempts.filter((a) => a.media_deleted_at).map((a) => `${a.question_key}#${a.attempt}`));
      const result = withDeletedRecordings(built, deleted, deletedAttempts);
      const replaced = await this.deps.analysisSessions.replaceScoredResult(analysis.session_id, {
        readRevision: analysis.result_revision,
        revision: randomUUID(),
        result: JSON.stringify(result),
        summary: JSON.stringify(combinedResultOf(result, analysis.end_time ?? this.deps.now().toISOString())),
        reportFiles: analysis.report_files ?? JSON.stringify([]),
      });
      if (replaced) {
        this.deps.logger.info({ mockSessionId, analysisSessionId: analysis.session_id, overall: result.overall_score }, 'mock interview report made again with the chosen attempts');
        return 'rebuilt';
      }
    }
    throw new Error('the mock report changed under every rebuild; try again');
  }

  /** After the retention sweep deleted recordings of this session: its finished report stops linking them and says they were deleted. */
  async forgetDeletedRecordings(mockSessionId: string): Promise<void> {
    const { repos } = this.deps;
    const session = await repos.sessions.findById(mockSessionId);
    if (!session?.analysis_session_id) return;
    const analysis = await this.deps.analysisSessions.findById(session.analysis_session_id);
    if (analysis?.status !== 'completed' || !analysis.result) return;
    const report = readStoredJson(analysis.result, analysisResultSchema);
    if (!report.readable) {
      this.deps.logger.warn({ mockSessionId, analysisSessionId: analysis.session_id, reason: report.reason }, 'mock report unreadable; its recording links stay');
      return;
    }
    const deleted = new Set((await repos.answers.listForSession(session.id)).filter((a) => a.media_deleted_at).map((a) => a.question_key));
    const deletedAttempts = new Set((await repos.attempts.listForSession(session.id)).filter((a) => a.media_deleted_at).map((a) => `${a.question_key}#${a.attempt}`));
    await this.deps.analysisSessions.replaceResult(analysis.session_id, JSON.stringify(withDeletedRecordings(report.value, deleted, deletedAttempts)));
  }

  async session(userId: string, id: string): Promise<MockSessionResponse> {
    const session = await this.deps.access.owned(userId, id);
    const analysis = session.analysis_session_id ? await this.deps.analysisSessions.findById(session.analysis_session_id) : null;
    const state = await loadSessionState(this.deps.repos, this.deps.access, session);
    return {
      success: true,
      data: {
        session: sessionView(session),
        questions: state.questions,
        job_description: state.posting,
        answers: state.answers,
        current_index: session.current_index,
        summary: parseSummary(session.summary),
        analysis: analysis ? { session_id: analysis.session_id, status: analysis.status, progress: Number(analysis.progress), error: analysis.error } : null,
      },
    };
  }

  /**
   * The analysis a finished mock interview made is being deleted: the interview and its recordings go with it, and the
   * analyses of its recorded answers.
   */
  async removeForAnalysis(analysisSessionId: string): Promise<void> {
    const answerAnalyses = await removeMockInterviewOfAnalysis({ db: this.deps.repos.db, objects: this.deps.objects }, analysisSessionId);
    await this.deps.repos.analyses.deleteMany(answerAnalyses);
  }
}
