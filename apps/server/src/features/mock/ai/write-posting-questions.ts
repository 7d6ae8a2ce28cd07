import type { MockQuestion } from '@rehearse/contract/mock-interview';
import type { QuestionSetId } from '@rehearse/contract/mock-question-sets';
import type { LanguageModel } from '../../../llm/language-model.ts';
import type { Logger } from '../../../logging/logger.ts';
import type { PostingLine } from '../posting/posting-lines.ts';
import { parseWrittenQuestions } from './parse-written-questions.ts';
import { postingQuestionsPrompt } from '../../../llm/prompts/posting-questions-prompt.ts';

/** How many questions of an interview of `count` a model writes: a third, at most three. */
export function writtenQuestionCount(count: number): number {
  return Math.min(3, Math.floor(count / 3));
}

/** Questions a configured model writes for the posting; null when it fails or answers badly (the built-in draw stays). */
export async function writePostingQuestions(
  model: LanguageModel,
  lines: readonly PostingLine[],
  count: number,
  setId: QuestionSetId,
  logger: Logger,
): Promise<MockQuestion[] | null> {
  try {
    const reply = await model.complete(postingQuestionsPrompt(lines, count));
    const questions = parseWrittenQuestions(reply, lines, count, setId);
    if (!questions) logger.warn({ model: model.name }, 'model wrote no usable posting questions; the built-in draw stays');
    return questions;
  } catch (error) {
    logger.warn({ err: error, model: model.name }, 'model failed to write posting questions; the built-in draw stays');
    return null;
  }
}
