import { setTimeout as sleep } from 'node:timers/promises';
import { answerContentSchema, type AnswerContent } from '@rehearse/contract/answer-content';
import type { JobHandler, JobQueue, RunningJob } from '../../jobs/job-queue.ts';
import { NO_MODEL_REVIEW, reviewWaits, withTypedAnswerReview } from '../../llm/answer-review.ts';
import type { LanguageModels } from '../../llm/language-model-selection.ts';
import type { Logger } from '../../logging/logger.ts';
import { readStoredJson } from '../../db/stored-json.ts';
import type { MockAnswerRepository } from './mock-answer-repository.ts';
import type { MockSessionRepository } from './mock-session-repository.ts';
import { storedQuestions } from './stored-session-data.ts';

export const MOCK_TYPED_REVIEW_JOB = 'mock-typed-answer-review';
/** As the answer-review job: while another process on this machine runs the local model, this one gives the job back. */
export const TYPED_REVIEW_MAX_ATTEMPTS = 6;
/** Reviews of a question's answer typed again while one ran, in one job at most. */
const MAX_ROUNDS = 3;

export interface TypedReviewPayload {
  sessionId: string;
  questionKey: string;
}

function isTypedReviewPayload(payload: unknown): payload is TypedReviewPayload {
  const p = payload as Partial<TypedReviewPayload> | null;
  return typeof p?.sessionId === 'string' && typeof p.questionKey === 'string';
}

/** Queues the review of a question's typed answer (one job per question while one is unfinished). */
export interface TypedReviewQueue {
  enqueue(sessionId: string, questionKey: string): Promise<void>;
}

export function typedReviewQueue(queue: Pick<JobQueue, 'enqueue'>): TypedReviewQueue {
  return {
    enqueue: async (sessionId, questionKey) => {
      await queue.enqueue(MOCK_TYPED_REVIEW_JOB, { sessionId, questionKey } satisfies TypedReviewPayload, {
        singletonKey: `${sessionId}:${questionKey}`,
        maxAttempts: TYPED_REVIEW_MAX_ATTEMPTS,
      });
    },
  };
}

export interface TypedReviewJobDeps {
  answers: Pick<MockAnswerRepository, 'find' | 'replaceTypedContent'>;
  sessions: Pick<MockSessionRepository, 'findById'>;
  models: Pick<LanguageModels, 'for' | 'engine' | 'awaited'>;
  /** After a review is written: the finished interview's report is made again, so it shows it. */
  reviewed: (sessionId: string) => Promise<unknown>;
  logger: Logger;
  pollMs?: number;
}

/**
 * Writes the rubric and 'Your answer, rebuilt' of a typed mock answer into its stored content, as the answer-review
 * job does for a recorded one: from the installation's model (waiting while the local model downloads), else the
 * answer keeps its built-in findings and says why. A typed answer replaced meanwhile is left to its own job.
 */
export function createTypedReviewJobHandler(deps: TypedReviewJobDeps): JobHandler {
  const pollMs = deps.pollMs ?? 5_000;
  const handler: JobHandler = async (job) => {
    if (!isTypedReviewPayload(job.payload)) {
      deps.logger.error({ jobId: job.id }, 'typed answer review job without a session and question; dropped');
      return;
    }
    const { sessionId, questionKey } = job.payload;
    const log = deps.logger.child({ mockSessionId: sessionId, questionKey, jobId: job.id, attempt: job.attempt });
    // An answer typed again while this job ran was not queued anew (one job per question): it is reviewed here, next round.
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      if ((await reviewOnce(sessionId, questionKey, job, log)) !== 'replaced') return;
    }
  };

  async function reviewOnce(sessionId: string, questionKey: string, job: RunningJob, log: Logger): Promise<'done' | 'replaced'> {
    const row = await deps.answers.find(sessionId, questionKey);
    if (!row || row.typed_text === null || row.typed_content === null) return 'done';
    const stored = readStoredJson(row.typed_content, answerContentSchema);
    if (!stored.readable) return 'done';
    // Delivered again after a run that wrote the review but failed to tell: it tells now (telling twice is harmless).
    if (!reviewWaits(stored.value)) {
      if (stored.value.status === 'judged' && job.attempt > 1) await deps.reviewed(sessionId);
      return 'done';
    }
    const session = await deps.sessions.findById(sessionId);
    const question = session ? questionOf(session, questionKey) : undefined;
    if (!question) return 'done';
    while (deps.models.awaited() === 'download') await sleep(pollMs, undefined, { signal: job.signal });
    if (deps.models.awaited() === 'another-process' && job.attempt < TYPED_REVIEW_MAX_ATTEMPTS) {
      throw new Error('Another process on this machine runs the local model; it reviews this answer');
    }
    const model = deps.models.for('answer-review');
    let reviewed: AnswerContent;
    if (model === null || deps.models.engine().kind === 'built-in') {
      reviewed = { ...stored.value, ai_fallback: NO_MODEL_REVIEW };
      log.info('no language model available: the typed answer keeps its built-in findings, and says so');
    } else {
      reviewed = await withTypedAnswerReview(model, stored.value, row.typed_text, question.text, log);
      log.info({ model: model.name }, 'typed answer reviewed');
    }
    if (job.signal.aborted) return 'done';
    if (!(await deps.answers.replaceTypedContent(sessionId, questionKey, row.typed_text, JSON.stringify(reviewed)))) return 'replaced';
    await deps.reviewed(sessionId);
    return 'done';
  }

  return handler;
}

function questionOf(session: Parameters<typeof storedQuestions>[0], questionKey: string) {
  try {
    return storedQuestions(session).find((q) => q.key === questionKey);
  } catch {
    return undefined;
  }
}
