import { z } from 'zod';
import { STAR_PARTS } from './star-parts.ts';

/**
 * What an answer said, judged from its transcript: STAR structure sentence by sentence, specifics,
 * ownership, hedging, repetition, length, relevance and vocabulary, each a part score 0–100 with findings that cite
 * a quote, a count or a duration and a time to seek the recording to (docs/SCORING.md §Content).
 */

export const CONTENT_PARTS = ['structure', 'specifics', 'ownership', 'hedging', 'repetition', 'length', 'relevance', 'vocabulary'] as const;
export const contentPartSchema = z.enum(CONTENT_PARTS);
export type ContentPart = z.infer<typeof contentPartSchema>;

/** What judged the answer's meaning: the built-in word vectors, or a sentence-embedding model provisioned where online. */
export const MEANING_ENGINES = ['word-vectors', 'sentence-model'] as const;
export type MeaningEngine = (typeof MEANING_ENGINES)[number];

/** Said instead of a score when too few words were heard clearly; the engine adds the counts in brackets. */
export const NOT_ENOUGH_SPEECH_FOR_CONTENT = 'not enough clear speech to judge content';
/** Said instead when the few words were heard clearly but the answer stopped far short of its question's time: the one thing to fix. */
export const FAR_TOO_SHORT_FOR_CONTENT = 'far too short to judge content';

const partScore = z.number().min(0).max(100).nullable();

export const contentFindingSchema = z.object({
  part: contentPartSchema,
  kind: z.enum(['strength', 'improvement']),
  /** A few words with the number: '9 × "we" in the actions'. */
  headline: z.string(),
  /** The sentence shown, citing its evidence. */
  text: z.string(),
  /** Words of the answer in double quotes; only words heard with confidence (never a doubtful word). */
  quote: z.string().nullable(),
  /** Seconds into the recording where the evidence is (the player seeks there); null when it has no one moment. */
  at: z.number().nonnegative().nullable(),
  /** How many times it happened, when the finding counts something. */
  count: z.number().nonnegative().nullable(),
  /** How long it lasted in seconds, when the finding measures time. */
  seconds: z.number().nonnegative().nullable(),
});
export type ContentFinding = z.infer<typeof contentFindingSchema>;

export const starSentenceSchema = z.object({
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  part: z.enum(STAR_PARTS).nullable(),
  quote: z.string().nullable(),
  /** Why the sentence was read as its part ('action: "I" + a past action: "I set up"'); absent in results judged before it was recorded. */
  reason: z.string().nullable().optional(),
});
export type StarSentence = z.infer<typeof starSentenceSchema>;

export const contentStructureSchema = z.object({
  sentences: z.array(starSentenceSchema),
  /** Share of the answer's time (0–1) spent on each part. */
  share: z.object({ situation: z.number().min(0).max(1), task: z.number().min(0).max(1), action: z.number().min(0).max(1), result: z.number().min(0).max(1) }),
  missing: z.array(z.enum(STAR_PARTS)),
});
export type ContentStructure = z.infer<typeof contentStructureSchema>;

const rubricItemSchema = z.object({ score: z.number().int().min(1).max(5), justification: z.string() });

/** What a configured language model added: shown labelled 'AI', never replacing the built-in findings. */
export const contentAiSchema = z.object({
  model: z.string(),
  rubric: z.object({ structure: rubricItemSchema, specifics: rubricItemSchema, relevance: rubricItemSchema, impact: rubricItemSchema }).nullable(),
  /** 'Your answer, rebuilt': the user's facts in STAR order, with [placeholders] for what they must fill in. */
  rebuilt: z.string().nullable(),
});
export type ContentAi = z.infer<typeof contentAiSchema>;

export const answerContentSchema = z.object({
  status: z.enum(['judged', 'not_enough_speech']),
  /**
   * When not judged: NOT_ENOUGH_SPEECH_FOR_CONTENT with the clear-word counts, e.g. '… (14 clear words; 20 needed)', or
   * FAR_TOO_SHORT_FOR_CONTENT with the time against the target, e.g. '… (0:05 for a 1:00 question; 12 words, 20 needed)'.
   */
  note: z.string().nullable(),
  /** The speech engine that made the transcript, named beside the findings. */
  engine: z.string(),
  /** What judged the meaning (relevance, the first sentence that answers); absent in results judged before it was recorded. */
  meaning: z.enum(MEANING_ENGINES).optional(),
  /** 0–100 from the measured parts (weights in docs/SCORING.md); null when not judged. */
  score: partScore,
  parts: z.object({
    structure: partScore,
    specifics: partScore,
    ownership: partScore,
    hedging: partScore,
    repetition: partScore,
    length: partScore,
    relevance: partScore,
    vocabulary: partScore,
  }),
  findings: z.array(contentFindingSchema),
  structure: contentStructureSchema.nullable(),
  ai: contentAiSchema.optional(),
  /**
   * Why no language model wrote a rubric and a rebuilt answer for this judged answer (none was available, or its
   * reply did not check out): the built-in findings stand alone. Absent while the review waits, and when `ai` is set.
   */
  ai_fallback: z.string().optional(),
  /**
   * Parts the engine ran but could not judge, each with why (their score is null and they are not in the content
   * score): relevance when nothing showed whether the answer is on the question. Absent: every part with a score was judged.
   */
  not_judged: z.object({ relevance: z.string() }).partial().optional(),
});
export type AnswerContent = z.infer<typeof answerContentSchema>;
