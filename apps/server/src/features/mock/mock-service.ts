import type { MockStartRequest } from '@rehearse/contract/mock-interview';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { AnswerMeaning } from '../../models/answer-meaning.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import type { AnalysisCredits, AnalysisSessions } from '../../shared/analysis-sessions.ts';
import type { RecordingAnalysisQueue } from '../../shared/recording-owner.ts';
import { AnswerStep } from './answer-step.ts';
import type { RandomSource } from './draw-questions.ts';
import { FinishStep } from './finish-step.ts';
import { CandidateQuestionStep } from './candidate-question-step.ts';
import { ClosingSummaryStep } from './closing-summary-step.ts';
import { FollowUpStep } from './follow-up-step.ts';
import type { MockRepositories } from './mock-repositories.ts';
import { MockSessionAccess } from './mock-session-access.ts';
import { RecordingStep } from './recording-step.ts';
import { StartStep } from './start-step.ts';
import type { TypedReviewQueue } from './typed-answer-review-job.ts';
import { TypedAnswerStep } from './typed-answer-step.ts';
import { CountedAttemptStep } from './counted-attempt-step.ts';
import { LatePostingQuestions } from './ai/late-posting-questions.ts';
import { PostingQuestionsStep } from './posting-questions-step.ts';

export interface MockServiceDeps {
  repositories: MockRepositories;
  objects: ObjectStore;
  /** Queues a recorded answer's analysis (the analysis feature's one analysis job, a port). */
  recordingJobs: RecordingAnalysisQueue;
  engine: AnalysisEngine;
  /** The analysis feature's sessions and credits: a finished mock interview is one of its analyses. */
  analysisSessions: AnalysisSessions;
  credits: AnalysisCredits;
  /** Signs upload links (the app's secret). */
  secret: string;
  logger: Logger;
  /** A configured language model writes posting questions and follow-ups; null: the built-in ones only. */
  model?: LanguageModel | null;
  /** The sentence model, when provisioned: judges typed answers' meaning as they are saved. */
  meaning?: AnswerMeaning;
  /** Queues typed answers' model reviews; absent: no model reviews answers, and the report waits for none. */
  typedReviews?: TypedReviewQueue;
  /** Recorded answers' model reviews are queued (the answer-review feature): the report waits for them. */
  answerReviewsQueued?: boolean;
  clock?: () => Date;
  random?: RandomSource;
}

/**
 * The mock interview (issues 7 and 23): one active session per user, of a chosen set and length, answers
 * recorded, retaken, skipped or followed up, finished at any time. Each step lives in its own file with the
 * repositories it is given; identity is always `userId` from the session.
 */
export class MockService {
  readonly repositories: MockRepositories;
  readonly startStep: StartStep;
  readonly recordingStep: RecordingStep;
  readonly answerStep: AnswerStep;
  readonly typedAnswerStep: TypedAnswerStep;
  readonly followUpStep: FollowUpStep;
  readonly candidateQuestionStep: CandidateQuestionStep;
  readonly closingSummaryStep: ClosingSummaryStep;
  readonly finishStep: FinishStep;
  readonly countedAttemptStep: CountedAttemptStep;
  readonly postingQuestionsStep: PostingQuestionsStep;

  constructor(deps: MockServiceDeps) {
    const repos = deps.repositories;
    const now = deps.clock ?? (() => new Date());
    const access = new MockSessionAccess(repos, deps.logger);
    const model = deps.model ?? null;
    this.repositories = repos;
    const late = new LatePostingQuestions(now);
    this.startStep = new StartStep({ repos, access, model, logger: deps.logger, now, random: deps.random, late });
    this.postingQuestionsStep = new PostingQuestionsStep({ repos, access, late, logger: deps.logger });
    this.recordingStep = new RecordingStep({ repos, access, objects: deps.objects, engine: deps.engine, secret: deps.secret, now });
    this.answerStep = new AnswerStep({ repos, access, objects: deps.objects, recordingJobs: deps.recordingJobs, logger: deps.logger, now });
    this.typedAnswerStep = new TypedAnswerStep({ repos, access, objects: deps.objects, logger: deps.logger, now, meaning: deps.meaning, reviews: deps.typedReviews });
    this.followUpStep = new FollowUpStep({ repos, access, model, logger: deps.logger });
    this.candidateQuestionStep = new CandidateQuestionStep({ access, model, logger: deps.logger });
    this.closingSummaryStep = new ClosingSummaryStep({ access, model, logger: deps.logger });
    this.finishStep = new FinishStep({ repos, access, objects: deps.objects, analysisSessions: deps.analysisSessions, credits: deps.credits, logger: deps.logger, now, reviewsQueued: deps.answerReviewsQueued ?? deps.typedReviews !== undefined });
    this.countedAttemptStep = new CountedAttemptStep({ repos, access, finish: this.finishStep, now });
  }

  get sessions() {
    return this.repositories.sessions;
  }

  get answers() {
    return this.repositories.answers;
  }

  get attempts() {
    return this.repositories.attempts;
  }

  start = (userId: string, request?: MockStartRequest) => this.startStep.start(userId, request);
  active = (userId: string) => this.startStep.active(userId);
  presign = (...args: Parameters<RecordingStep['presign']>) => this.recordingStep.presign(...args);
  upload = (...args: Parameters<RecordingStep['upload']>) => this.recordingStep.upload(...args);
  recording = (...args: Parameters<RecordingStep['recording']>) => this.recordingStep.recording(...args);
  answer = (...args: Parameters<AnswerStep['answer']>) => this.answerStep.answer(...args);
  typedAnswer = (...args: Parameters<TypedAnswerStep['save']>) => this.typedAnswerStep.save(...args);
  chooseCountedAttempt = (...args: Parameters<CountedAttemptStep['choose']>) => this.countedAttemptStep.choose(...args);
  progress = (...args: Parameters<AnswerStep['progress']>) => this.answerStep.progress(...args);
  enqueueAnswer = (...args: Parameters<AnswerStep['enqueueAnswer']>) => this.answerStep.enqueueAnswer(...args);
  addFollowUp = (...args: Parameters<FollowUpStep['add']>) => this.followUpStep.add(...args);
  judgeHeard = (...args: Parameters<FollowUpStep['judge']>) => this.followUpStep.judge(...args);
  takeUpPostingQuestions = (...args: Parameters<PostingQuestionsStep['takeUp']>) => this.postingQuestionsStep.takeUp(...args);
  replyToCandidate = (...args: Parameters<CandidateQuestionStep['reply']>) => this.candidateQuestionStep.reply(...args);
  summariseClosing = (...args: Parameters<ClosingSummaryStep['summarise']>) => this.closingSummaryStep.summarise(...args);
  finish = (...args: Parameters<FinishStep['finish']>) => this.finishStep.finish(...args);
  session = (...args: Parameters<FinishStep['session']>) => this.finishStep.session(...args);
  assembleReport = (...args: Parameters<FinishStep['assembleReport']>) => this.finishStep.assembleReport(...args);
  forgetDeletedRecordings = (...args: Parameters<FinishStep['forgetDeletedRecordings']>) => this.finishStep.forgetDeletedRecordings(...args);
  removeForAnalysis = (...args: Parameters<FinishStep['removeForAnalysis']>) => this.finishStep.removeForAnalysis(...args);
}
