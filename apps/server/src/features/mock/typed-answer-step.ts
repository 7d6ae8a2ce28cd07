import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import type { MockAnswerResponse } from '@rehearse/contract/mock-interview';
import { mockTypedAnswerRequestSchema, type MockTypedAnswerRequest } from '@rehearse/contract/mock-typed-answer';
import { typedAnswerContent, typedAnswerInput } from '@rehearse/analysis';
import type { AnswerMeaning } from '../../models/answer-meaning.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { MockProblem } from './mock-problem.ts';
import type { MockRepositories } from './mock-repositories.ts';
import type { MockSessionAccess } from './mock-session-access.ts';
import { loadSessionState } from './session-state.ts';
import type { TypedReviewQueue } from './typed-answer-review-job.ts';

export interface TypedAnswerStepDeps {
  repos: MockRepositories;
  access: MockSessionAccess;
  objects: ObjectStore;
  logger: Logger;
  now: () => Date;
  /** The sentence model, when provisioned: judges the answer's meaning (a few hundred milliseconds); else the word vectors. */
  meaning?: AnswerMeaning;
  /** Queues a judged answer's rubric and rebuilt answer, as a recorded one's is once analysed; absent: no model reviews. */
  reviews?: TypedReviewQueue;
}

/**
 * An answer typed instead of recorded: judged at once on its content against its question, competency and target
 * time (the same judgement as a transcript, read at 150 words a minute; milliseconds, a few hundred with the sentence
 * model), and stored as the
 * question's answer. It replaces the current answer, as a recording saved without a retake does; it has nothing to
 * analyse, so it is complete as soon as it is saved. A judged one is queued for the model's rubric and rebuilt answer,
 * which land in its stored content later (typed-answer-review-job.ts).
 */
export class TypedAnswerStep {
  constructor(private readonly deps: TypedAnswerStepDeps) {}

  async save(userId: string, request: MockTypedAnswerRequest): Promise<MockAnswerResponse> {
    const body = mockTypedAnswerRequestSchema.parse(request);
    const { repos, access } = this.deps;
    const session = await access.active(userId, body.session_id);
    const questions = access.questions(session);
    const question = questions.find((q) => q.key === body.question_key);
    if (!question) throw new MockProblem(404, MOCK_SERVER_MESSAGES.unknownQuestion);
    if (body.current_index !== undefined && body.current_index >= questions.length) throw new MockProblem(400, MOCK_SERVER_MESSAGES.badIndex);
    const text = body.text.trim();
    const typed = { text, question: question.text, competency: question.competency, targetSeconds: question.target_time };
    const content = typedAnswerContent(typed, await this.deps.meaning?.prepare(typedAnswerInput(typed)));
    const current = await repos.answers.find(session.id, question.key);
    await repos.db.transaction().execute(async (trx) => {
      await repos.answers.save(
        {
          sessionId: session.id,
          questionKey: question.key,
          skipped: false,
          notes: body.notes,
          durationSec: null,
          mediaKey: null,
          at: this.deps.now().toISOString(),
          attempt: current?.attempt ?? 1,
          typed: { text, content: JSON.stringify(content) },
        },
        trx,
      );
      if (body.current_index !== undefined) await repos.sessions.setCurrentIndex(session.id, body.current_index, trx);
    });
    if (current?.media_key) await this.deleteReplacedRecording(current.media_key);
    if (content.status === 'judged') await this.queueReview(session.id, question.key);
    const fresh = (await repos.sessions.findById(session.id)) ?? session;
    const state = await loadSessionState(repos, access, fresh);
    const answer = state.answers[question.key];
    if (!answer) throw new Error('typed answer vanished after saving');
    return { success: true, answer, answers: state.answers, current_index: fresh.current_index };
  }

  private async queueReview(sessionId: string, questionKey: string): Promise<void> {
    try {
      await this.deps.reviews?.enqueue(sessionId, questionKey);
    } catch (error) {
      this.deps.logger.warn({ err: error, mockSessionId: sessionId, questionKey }, 'typed answer review not queued; the answer keeps its built-in findings');
    }
  }

  private async deleteReplacedRecording(key: string): Promise<void> {
    try {
      await this.deps.objects.delete(key);
    } catch (error) {
      this.deps.logger.warn({ err: error, key }, 'recording replaced by a typed answer not deleted now; the unanswered-recordings sweep will');
    }
  }
}
