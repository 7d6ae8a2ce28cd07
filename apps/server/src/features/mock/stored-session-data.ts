import { z } from 'zod';
import { mockPostingSchema, mockQuestionSchema, type MockPosting, type MockQuestion } from '@rehearse/contract/mock-interview';
import type { MockSessionRow } from './mock-session-repository.ts';
import { setQuestionByKey } from './question-sets.ts';

/** A session row whose stored JSON does not match the contract (written by hand, cut off, or by a bug). */
export class StoredSessionDataError extends Error {
  override name = 'StoredSessionDataError';
  constructor(
    readonly sessionId: string,
    readonly column: string,
  ) {
    super(`mock session ${sessionId}: ${column} does not match the contract`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const questionsSchema = z.array(mockQuestionSchema).min(1);
const storedKeys = z.array(z.string()).min(1);

/**
 * The session's questions as asked, read through the contract's schema. Sessions made before migration
 * 020 have only `question_keys`: their questions come from the sets (a key no set has any more is left out).
 */
export function storedQuestions(row: MockSessionRow): MockQuestion[] {
  if (row.questions !== null) {
    const parsed = parseQuestions(row.questions);
    if (!parsed) throw new StoredSessionDataError(row.id, 'questions');
    return parsed;
  }
  const keys = storedKeys.safeParse(parseJson(row.question_keys));
  if (!keys.success) throw new StoredSessionDataError(row.id, 'question_keys');
  return keys.data.flatMap((key) => setQuestionByKey(key) ?? []);
}

function parseQuestions(text: string): MockQuestion[] | null {
  const parsed = questionsSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

/** The posting stored with the session, read through the contract's schema; null without one. */
export function storedPosting(row: MockSessionRow): MockPosting | null {
  if (row.job_description === null) return null;
  const parsed = mockPostingSchema.safeParse(parseJson(row.job_description));
  if (!parsed.success) throw new StoredSessionDataError(row.id, 'job_description');
  return parsed.data;
}
