import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { analyzeAnswerContent } from '@rehearse/analysis';
import type { AnswerMeaning } from '../../models/answer-meaning.ts';
import { answerContentInput } from './answer-score.ts';

/**
 * The result with its content judged against its question by the sentence model, when one is ready. The model runs
 * asynchronously, so it judges here, in the worker, and the report keeps this judgement (answer-score.ts); the model's
 * review, if any, stays. Unchanged without a transcript, a question or a model: the report then judges with the
 * built-in word vectors.
 */
export async function withSentenceModelContent(result: AnalysisResult, question: MockQuestion | null, meaning: AnswerMeaning | undefined): Promise<AnalysisResult> {
  const input = question && meaning ? answerContentInput(question, result) : null;
  const encoder = input ? await meaning?.prepare(input) : undefined;
  if (!input || !encoder) return result;
  const content = analyzeAnswerContent({ ...input, meaning: encoder });
  const ai = result.content?.ai;
  return { ...result, content: ai && content.status === 'judged' ? { ...content, ai } : content };
}
