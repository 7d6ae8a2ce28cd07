import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { WRITTEN_QUESTIONS_KEPT_MS, WRITTEN_QUESTIONS_MAX_ENTRIES } from './written-question-cache.ts';

export type LateQuestions = { state: 'writing' } | { state: 'ready'; questions: MockQuestion[] } | { state: 'none' };

/**
 * Posting questions still being written when their interview started, by session, in this process: the running
 * interview takes them up once written (posting-questions-step.ts). Kept as long as the restart cache keeps them; a
 * write that fails leaves nothing to wait for.
 */
export class LatePostingQuestions {
  private readonly entries = new Map<string, { at: number; result: LateQuestions }>();

  constructor(private readonly now: () => Date) {}

  expect(sessionId: string, writing: Promise<MockQuestion[] | null>): void {
    const entry: { at: number; result: LateQuestions } = { at: this.now().getTime(), result: { state: 'writing' } };
    this.entries.set(sessionId, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= WRITTEN_QUESTIONS_MAX_ENTRIES) break;
      this.entries.delete(oldest);
    }
    void writing.then(
      (questions) => (entry.result = questions && questions.length > 0 ? { state: 'ready', questions } : { state: 'none' }),
      () => (entry.result = { state: 'none' }),
    );
  }

  of(sessionId: string): LateQuestions {
    const entry = this.entries.get(sessionId);
    if (!entry) return { state: 'none' };
    if (this.now().getTime() - entry.at > WRITTEN_QUESTIONS_KEPT_MS) {
      this.entries.delete(sessionId);
      return { state: 'none' };
    }
    return entry.result;
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }
}
