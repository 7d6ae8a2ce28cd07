import { z } from 'zod';
import type { AnswerContent, ContentAi } from '@rehearse/contract/answer-content';
import type { AnalysisResult, InterviewQuestion, TranscriptWord } from '@rehearse/contract/analysis-result';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import { withinSpan } from '@rehearse/contract/within-span';
import type { Logger } from '../logging/logger.ts';
import { jsonOutputSchema } from './json-output-schema.ts';
import type { LanguageModel } from './language-model.ts';
import { numbersNotIn } from './numbers-in-text.ts';
import { answerReviewMessages } from './prompts/answer-review-prompt.ts';

/** A justification longer than this is not 'one line'. */
const MAX_JUSTIFICATION = 300;
const MAX_REBUILT = 3000;

const rubricItem = z.object({ score: z.number().int().min(1).max(5), justification: z.string().trim().min(1).max(MAX_JUSTIFICATION).regex(/^[^\n]+$/) });
const rubricSchema = z.object({ structure: rubricItem, specifics: rubricItem, relevance: rubricItem, impact: rubricItem });
const reviewReplySchema = z.object({ rubric: rubricSchema.nullish(), rebuilt: z.string().trim().max(MAX_REBUILT).nullish() });

/** The shape the model is held to (both parts asked for); a reply is then read by the more forgiving reviewReplySchema. */
const ANSWER_REVIEW_OUTPUT = jsonOutputSchema('answer_review', z.object({ rubric: rubricSchema, rebuilt: z.string().max(MAX_REBUILT) }));
/** Four one-line justifications and a rebuilt answer of a few hundred words fit; a reply that runs past it is cut and dropped. */
export const ANSWER_REVIEW_MAX_TOKENS = 900;

/** The transcript the model reads: the words heard with confidence, each doubtful stretch as '…' (it must not build on a misheard word). */
export function reviewTranscript(words: readonly TranscriptWord[]): string {
  const parts: string[] = [];
  for (const word of words) {
    if (isQuotableWord(word)) parts.push(word.word);
    else if (parts.at(-1) !== '…') parts.push('…');
  }
  return parts.join(' ');
}

/**
 * The model's rubric and rebuilt answer from its reply, checked: JSON in the agreed shape (a code fence around it is
 * tolerated), scores 1–5, one-line justifications; a rebuilt answer stating a number the transcript never did is
 * dropped (it invented a fact). Null when nothing usable is left — a refusal, prose, or a broken shape.
 */
export function parseAnswerReview(reply: string, transcript: string, model: string): ContentAi | null {
  const json = reply.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  let parsed: z.infer<typeof reviewReplySchema>;
  try {
    const result = reviewReplySchema.safeParse(JSON.parse(json));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  const rebuilt = parsed.rebuilt && numbersNotIn(parsed.rebuilt, transcript).length === 0 ? parsed.rebuilt : null;
  const rubric = parsed.rubric ?? null;
  return rubric === null && rebuilt === null ? null : { model, rubric, rebuilt };
}

/** What a judged answer says when no language model was available to review it. */
export const NO_MODEL_REVIEW = 'No language model was available, so this answer has no rubric or rebuilt answer: the built-in findings stand alone.';
/** What a judged answer says when the model's review failed or did not check out. */
export const UNUSABLE_MODEL_REVIEW = 'The language model gave no usable review of this answer, so it has no rubric or rebuilt answer: the built-in findings stand alone.';

/**
 * The content with the model's rubric and rebuilt answer added under `ai`. Only judged answers are sent; a failure,
 * timeout, refusal or reply that does not check out leaves the built-in content with `ai_fallback` saying so — the
 * analysis never fails because of the model.
 */
export async function withAnswerReview(
  model: LanguageModel,
  content: AnswerContent,
  words: readonly TranscriptWord[],
  question: string | null,
  logger?: Logger,
): Promise<AnswerContent> {
  if (content.status !== 'judged') return content;
  const transcript = reviewTranscript(words);
  try {
    const reply = await model.complete(answerReviewMessages(transcript, question), { output: ANSWER_REVIEW_OUTPUT, maxTokens: ANSWER_REVIEW_MAX_TOKENS });
    const ai = parseAnswerReview(reply, transcript, model.name);
    if (ai === null) logger?.warn({ model: model.name }, 'Language model answer review unusable; keeping the built-in findings');
    return ai === null ? { ...content, ai_fallback: UNUSABLE_MODEL_REVIEW } : { ...content, ai };
  } catch (error) {
    logger?.warn({ err: error, model: model.name }, 'Language model answer review failed; keeping the built-in findings');
    return { ...content, ai_fallback: UNUSABLE_MODEL_REVIEW };
  }
}

/** Every judged answer of a result (the whole recording and each interview question) saying why no model reviewed it. */
export function withoutModelReview(result: AnalysisResult, why: string = NO_MODEL_REVIEW): AnalysisResult {
  const mark = (content: AnswerContent | null | undefined) => (content && content.status === 'judged' && !content.ai ? { ...content, ai_fallback: why } : content);
  return {
    ...result,
    ...(result.content ? { content: mark(result.content)! } : {}),
    ...(result.interview_questions ? { interview_questions: result.interview_questions.map((pair) => (pair.content ? { ...pair, content: mark(pair.content)! } : pair)) } : {}),
  };
}

/** Whether every judged answer of a result has its review already (the model's, or why there is none): a job run again leaves it. */
export function answersReviewed(result: AnalysisResult): boolean {
  const contents = [result.content, ...(result.interview_questions ?? []).map((pair) => pair.content)];
  return contents.every((content) => !content || content.status !== 'judged' || content.ai !== undefined || content.ai_fallback !== undefined);
}

/** A recording's result with the model's review of its content: an upload (no question known) or a mock answer (its question). */
export async function withModelAnswerReview(model: LanguageModel, result: AnalysisResult, logger?: Logger, question: string | null = null): Promise<AnalysisResult> {
  if (!result.content || !result.transcript) return result;
  return { ...result, content: await withAnswerReview(model, result.content, result.transcript.words, question, logger) };
}

/**
 * How many of an interview recording's answers are reviewed at most: each is one model call, and a long recording
 * with many short exchanges would otherwise cost many.
 */
export const MAX_REVIEWED_INTERVIEW_ANSWERS = 12;

/**
 * An uploaded interview's question → answer pairs, each judged answer reviewed by the model against the question as
 * heard, from the candidate's words of its answer span (the words the engine judged it on); one at a time, so a slow model holds one request.
 */
export async function withModelInterviewReview(model: LanguageModel, result: AnalysisResult, logger?: Logger): Promise<AnalysisResult> {
  const questions = result.interview_questions;
  const words = result.transcript?.words;
  if (!questions || !words) return result;
  let reviewed = 0;
  const out: InterviewQuestion[] = [];
  for (const pair of questions) {
    if (!pair.content || pair.content.status !== 'judged' || !pair.answer_span || reviewed >= MAX_REVIEWED_INTERVIEW_ANSWERS) {
      out.push(pair);
      continue;
    }
    reviewed += 1;
    out.push({ ...pair, content: await withAnswerReview(model, pair.content, withinSpan(words, pair.answer_span), pair.question, logger) });
  }
  return { ...result, interview_questions: out };
}


/** A typed answer's words as the review reads them: each as typed, none doubtful, none at a time. */
export function typedWords(text: string): TranscriptWord[] {
  return text
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => ({ word, start: 0, end: 0, confidence: null }));
}

/** A typed answer's content with the model's rubric and rebuilt answer, from its text and the question it answers. */
export function withTypedAnswerReview(model: LanguageModel, content: AnswerContent, text: string, question: string, logger?: Logger): Promise<AnswerContent> {
  return withAnswerReview(model, content, typedWords(text), question, logger);
}

/** Whether a judged answer still waits for its review (neither the model's nor why there is none). */
export function reviewWaits(content: Pick<AnswerContent, 'status' | 'ai' | 'ai_fallback'> | null | undefined): boolean {
  return !!content && content.status === 'judged' && content.ai === undefined && content.ai_fallback === undefined;
}
