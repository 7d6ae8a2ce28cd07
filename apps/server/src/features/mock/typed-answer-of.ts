import { answerContentSchema } from '@rehearse/contract/answer-content';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import type { TypedAnswer } from '@rehearse/contract/typed-answer';
import { typedAnswerContent } from '@rehearse/analysis';
import { readStoredJson } from '../../db/stored-json.ts';

/** The typed-answer columns of an answer or an earlier attempt. */
export interface TypedColumns {
  typed_text: string | null;
  typed_content: string | null;
}

/**
 * The typed answer a row holds, with the content judged when it was saved; null for a recorded or skipped answer.
 * Stored content that cannot be read is judged again from the text (it depends on nothing else) when the question is
 * known, else the answer shows as not judged.
 */
export function typedAnswerOf(row: TypedColumns, question: MockQuestion | undefined): TypedAnswer | null {
  if (row.typed_text === null) return null;
  const stored = row.typed_content === null ? null : readStoredJson(row.typed_content, answerContentSchema);
  if (stored?.readable) return { text: row.typed_text, content: stored.value };
  if (!question) return null;
  return {
    text: row.typed_text,
    content: typedAnswerContent({ text: row.typed_text, question: question.text, competency: question.competency, targetSeconds: question.target_time }),
  };
}
