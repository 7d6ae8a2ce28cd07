import type { MockQuestion } from '@rehearse/contract/mock-interview';

/** How long questions written after their start waited for them are kept for a restart with the same posting. */
export const WRITTEN_QUESTIONS_KEPT_MS = 60 * 60 * 1000;
/** Entries kept at most, oldest dropped first: each is a few questions, and only this process's starts fill it. */
export const WRITTEN_QUESTIONS_MAX_ENTRIES = 200;

/**
 * Posting questions a model is writing or has written, by user and posting, in this process: a start that could not
 * wait for them leaves them here for the next start with the same posting. A write that fails is not kept.
 */
export class WrittenQuestionCache {
  private readonly entries = new Map<string, { writing: Promise<MockQuestion[] | null>; at: number }>();

  constructor(private readonly now: () => Date) {}

  get(key: string): Promise<MockQuestion[] | null> | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now().getTime() - entry.at > WRITTEN_QUESTIONS_KEPT_MS) {
      this.entries.delete(key);
      return null;
    }
    return entry.writing;
  }

  put(key: string, writing: Promise<MockQuestion[] | null>): Promise<MockQuestion[] | null> {
    const entry = { writing, at: this.now().getTime() };
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= WRITTEN_QUESTIONS_MAX_ENTRIES) break;
      this.entries.delete(oldest);
    }
    void writing.then((questions) => {
      if (questions === null && this.entries.get(key) === entry) this.entries.delete(key);
    });
    return writing;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}
