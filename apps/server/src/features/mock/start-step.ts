import { randomUUID } from 'node:crypto';
import { MOCK_QUESTION_COUNT, MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import type { MockActiveSessionResponse, MockPosting, MockQuestion, MockStartRequest, MockStartResponse } from '@rehearse/contract/mock-interview';
import { MOCK_QUESTION_SET_IDS, type QuestionSetId } from '@rehearse/contract/mock-question-sets';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { Logger } from '../../logging/logger.ts';
import { mergeWrittenQuestions } from './ai/merge-written-questions.ts';
import { writePostingQuestions, writtenQuestionCount } from './ai/write-posting-questions.ts';
import { chooseQuestionSet } from './choose-question-set.ts';
import { drawQuestions, type RandomSource } from './draw-questions.ts';
import { MockProblem } from './mock-problem.ts';
import type { MockRepositories } from './mock-repositories.ts';
import type { MockSessionAccess } from './mock-session-access.ts';
import type { MockSessionRow } from './mock-session-repository.ts';
import { sessionView } from './mock-view.ts';
import { drawForPosting } from './posting/draw-for-posting.ts';
import { extractPostingSkills } from './posting/extract-posting-skills.ts';
import { postingLines, type PostingLine } from './posting/posting-lines.ts';
import { WrittenQuestionCache } from './ai/written-question-cache.ts';
import type { LatePostingQuestions } from './ai/late-posting-questions.ts';
import { postingSummary } from './posting/posting-summary.ts';
import { asSessionQuestion, questionSet } from './question-sets.ts';
import { loadSessionState } from './session-state.ts';
import { resumePoint } from './resume-point.ts';

export interface StartStepDeps {
  repos: Pick<MockRepositories, 'sessions' | 'answers' | 'attempts' | 'counted'>;
  access: MockSessionAccess;
  /** Writes tailored questions for a posting when configured. */
  model: LanguageModel | null;
  logger: Logger;
  now: () => Date;
  random?: RandomSource;
  /** Posting questions written after their interview started, for it to take up. */
  late: LatePostingQuestions;
  /** How long a start waits for the model's posting questions before it starts from the bank alone (default 1 s). */
  postingWaitMs?: number;
}

/** Long enough for a hosted model's short reply; a local model on a small machine rarely makes it, and need not. */
export const POSTING_QUESTIONS_WAIT_MS = 1_000;

const ALL_COMPETENCIES = new Set(MOCK_QUESTION_SET_IDS.flatMap((id) => questionSet(id).questions.map((q) => q.competency)));

const setQuestions = (id: QuestionSetId): MockQuestion[] => questionSet(id).questions.map((q) => asSessionQuestion(q, id));

/** Start or resume, with a set, a length and a job posting. */
export class StartStep {
  private readonly written: WrittenQuestionCache;

  constructor(private readonly deps: StartStepDeps) {
    this.written = new WrittenQuestionCache(deps.now);
  }

  /** Resumes the active session as it is, or starts one as asked; a concurrent start that lost the database's race resumes the winner's. */
  async start(userId: string, request: MockStartRequest = {}): Promise<MockStartResponse> {
    for (let attempt = 0; ; attempt += 1) {
      const active = await this.deps.repos.sessions.findActive(userId);
      if (active) return this.response(active, true);
      const row = await this.newSession(userId, request);
      if (await this.deps.repos.sessions.insertActive(row)) return this.response(row, false);
      // Only a session finished between the refusal and the read gets here; a second round settles it.
      if (attempt > 0) throw new Error(`mock session of ${userId}: the active one vanished twice while starting`);
    }
  }

  /** The user's interview in progress, or null: what 'Resume interview' offers in a tab that does not know it. */
  async active(userId: string): Promise<MockActiveSessionResponse> {
    const row = await this.deps.repos.sessions.findActive(userId);
    if (!row) return { success: true, active: null };
    const questions = this.deps.access.questions(row);
    const answered = new Set((await this.deps.repos.answers.listForSession(row.id)).map((a) => a.question_key));
    const resumesAt = resumePoint(questions, answered, row.current_index);
    return { success: true, active: { session: sessionView(row), current_index: row.current_index, question_total: questions.length, resumes_at: resumesAt } };
  }

  private async newSession(userId: string, request: MockStartRequest): Promise<MockSessionRow & { status: 'active' }> {
    const count = request.question_count ?? MOCK_QUESTION_COUNT;
    // A blank posting is no posting (decision 034).
    const postingText = request.job_description?.trim() ? request.job_description.trim() : null;
    const skills = postingText ? extractPostingSkills(postingText, ALL_COMPETENCIES) : [];
    const setId = chooseQuestionSet({ setId: request.set_id, competency: request.competency, skills });
    const fill = setQuestions(setId);
    if (request.competency && !fill.some((q) => q.competency === request.competency)) throw new MockProblem(400, MOCK_SERVER_MESSAGES.unknownCompetency);

    const id = randomUUID();
    let questions: MockQuestion[];
    let posting: MockPosting | null = null;
    if (postingText) {
      const pool = setId === 'behavioural' ? fill : [...fill, ...setQuestions('behavioural')];
      const draw = drawForPosting({ pool, fill }, skills, count, this.deps.random);
      const lines = postingLines(postingText);
      const toWrite = writtenQuestionCount(count);
      const written = await this.postingQuestions(id, userId, postingText, lines, toWrite, setId);
      questions = written ? mergeWrittenQuestions(draw.questions, written) : draw.questions;
      posting = postingSummary(postingText, skills, questions);
    } else {
      questions = drawQuestions(fill, count, this.deps.random, request.competency);
    }
    return {
      id,
      user_id: userId,
      status: 'active',
      question_keys: JSON.stringify(questions.map((q) => q.key)),
      current_index: 0,
      created_at: this.deps.now().toISOString(),
      completed_at: null,
      summary: null,
      analysis_session_id: null,
      set_id: setId,
      question_count: count,
      questions: JSON.stringify(questions),
      job_description: posting ? JSON.stringify(posting) : null,
    };
  }

  /**
   * The model's questions for the posting if they are ready in time: the start waits for them at most `postingWaitMs`,
   * then starts from the bank alone. A reply that comes later is taken up by the running interview `sessionId` for the
   * questions it has not reached (posting-questions-step.ts), and kept (an hour) for the user's next start with the same
   * posting, which uses it at once; a write already under way for it is not asked again.
   */
  private async postingQuestions(sessionId: string, userId: string, postingText: string, lines: PostingLine[], count: number, setId: QuestionSetId): Promise<MockQuestion[] | null> {
    const model = this.deps.model;
    if (!model || count === 0) return null;
    const key = `${userId}\n${setId}\n${count}\n${postingText}`;
    const writing = this.written.get(key) ?? this.written.put(key, writePostingQuestions(model, lines, count, setId, this.deps.logger));
    const late = Symbol('late');
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([writing, new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), this.deps.postingWaitMs ?? POSTING_QUESTIONS_WAIT_MS)))]);
    clearTimeout(timer);
    if (inTime === late) {
      this.deps.logger.info({ model: model.name }, 'posting questions not written in time; the interview starts from the bank and takes them up when written');
      this.deps.late.expect(sessionId, writing);
      return null;
    }
    this.written.forget(key);
    return inTime;
  }

  private async response(row: MockSessionRow, resumed: boolean): Promise<MockStartResponse> {
    const state = await loadSessionState(this.deps.repos, this.deps.access, row);
    return {
      success: true,
      session: sessionView(row),
      questions: state.questions,
      current_index: row.current_index,
      resumed,
      answers: state.answers,
      session_id: row.id,
      job_description: state.posting,
    };
  }
}
