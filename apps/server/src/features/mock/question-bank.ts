import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { mockQuestionSchema, type MockQuestion } from '@rehearse/contract/mock-interview';

/** The behavioural question bank (question-bank.json), checked against the contract once at load. */
export const QUESTION_BANK: readonly MockQuestion[] = z
  .array(mockQuestionSchema)
  .parse(JSON.parse(readFileSync(new URL('./question-bank.json', import.meta.url), 'utf8')));

const byKey = new Map(QUESTION_BANK.map((q) => [q.key, q]));

/** A question of the bank by key; undefined for keys the bank no longer has. */
export function questionByKey(key: string): MockQuestion | undefined {
  return byKey.get(key);
}
