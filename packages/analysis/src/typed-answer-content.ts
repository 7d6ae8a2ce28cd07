import type { AnswerContent } from '@rehearse/contract/answer-content';
import { analyzeAnswerContent, type AnswerInput } from './content/analyze-answer-content.ts';
import type { MeaningEncoder } from './content/meaning/meaning-encoder.ts';
import { writtenAnswer } from './content/written-answer.ts';

/** The engine named beside the findings of a typed answer. */
export const TYPED_ANSWER_ENGINE = 'written';
/** A typed answer is timed as if read aloud at this rate. */
export const TYPED_ANSWER_WORDS_PER_MINUTE = 150;

export interface TypedAnswer {
  text: string;
  question: string;
  competency?: string | undefined;
  targetSeconds?: number | undefined;
}

/** A typed answer as the content rules read it: its words timed as if read at 150 words a minute. */
export function typedAnswerInput(answer: TypedAnswer): AnswerInput {
  return {
    words: writtenAnswer(answer.text, { wordsPerMinute: TYPED_ANSWER_WORDS_PER_MINUTE }),
    engine: TYPED_ANSWER_ENGINE,
    readAloudWordsPerMinute: TYPED_ANSWER_WORDS_PER_MINUTE,
    question: answer.question,
    ...(answer.competency === undefined ? {} : { competency: answer.competency }),
    ...(answer.targetSeconds === undefined ? {} : { targetSeconds: answer.targetSeconds }),
  };
}

/**
 * What a typed answer said, judged like a spoken one: its words are timed as if read at 150 words a minute, so
 * length and preamble read in seconds of speech. The one entry for the CLI's `--text`, the web's typed answers and the
 * content benchmark. `meaning`: a sentence model's encoder prepared for `typedAnswerInput(answer)`; absent, the
 * built-in word vectors.
 */
export function typedAnswerContent(answer: TypedAnswer, meaning?: MeaningEncoder): AnswerContent {
  return analyzeAnswerContent({ ...typedAnswerInput(answer), ...(meaning ? { meaning } : {}) });
}
