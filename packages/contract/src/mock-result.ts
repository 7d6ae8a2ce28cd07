import { z } from 'zod';
import { questionCompetencySchema, questionTypeSchema } from './mock-question-sets.ts';
import { answerContentSchema } from './answer-content.ts';

/**
 * The per-question part of a mock interview's analysis result (`results.questions[]`).
 * The shape of `star` is read by the coach for STAR gaps: keep it exactly
 * `{situation, task, action, result}`, each `{present, evidence}`.
 */

export const MOCK_COMPETENCIES = [
  'teamwork',
  'leadership',
  'conflict_resolution',
  'problem_solving',
  'communication',
  'adaptability',
  'time_management',
  'learning_from_failure',
  'customer_focus',
  'initiative',
] as const;
export const competencySchema = z.enum(MOCK_COMPETENCIES);
export type Competency = z.infer<typeof competencySchema>;

export { STAR_PARTS, type StarPartName } from './star-parts.ts';

/** One STAR part: present or not, and the transcript sentence that shows it. */
export const starPartSchema = z.object({ present: z.boolean(), evidence: z.string().nullable() });
export type StarPart = z.infer<typeof starPartSchema>;

export const starCheckSchema = z.object({
  situation: starPartSchema,
  task: starPartSchema,
  action: starPartSchema,
  result: starPartSchema,
});
export type StarCheck = z.infer<typeof starCheckSchema>;

/**
 * `checked`: the rules ran on the transcript. `not_enough_speech`: too few clear words to judge
 * (every part then reads not present, and `star_note` says so). `skipped`: no answer.
 */
export const starStatusSchema = z.enum(['checked', 'not_enough_speech', 'skipped']);
export type StarStatus = z.infer<typeof starStatusSchema>;

const score = z.number().min(0).max(100).nullable();

/** `not_asked` — not reached before Finish (distinct from a skip). */
export const MOCK_QUESTION_STATUSES = ['answered', 'skipped', 'not_asked'] as const;
export const mockQuestionStatusSchema = z.enum(MOCK_QUESTION_STATUSES);
export type MockQuestionStatus = z.infer<typeof mockQuestionStatusSchema>;

/** What one recorded answer measured: the question's latest attempt, and each attempt in `attempts`. */
const answerFigures = {
  skipped: z.boolean(),
  /** Seconds recorded; null when skipped. */
  duration_sec: z.number().nonnegative().nullable(),
  transcript: z.string().nullable(),
  /** Words per minute. */
  speaking_pace: z.number().nonnegative().nullable(),
  filler_words: z.number().int().nonnegative().nullable(),
  /** 0–1, like the video metrics. */
  eye_contact: z.number().min(0).max(1).nullable(),
  /** The answer's overall score, 0–100. */
  score,
  star: starCheckSchema,
  star_status: starStatusSchema,
  /** The answer's recording (GET /api/mock/media/…), null when skipped or deleted. */
  recording_url: z.string().nullable(),
  /** Why this answer has no measurements although it was recorded (its analysis failed). */
  analysis_error: z.string().nullable(),
  /**
   * True for an answer typed instead of recorded: content only. Its transcript is the typed text; it has no recording,
   * pace, fillers, eye contact or score of its own, and counts in no overall. Absent for recorded answers.
   */
  typed: z.literal(true).optional(),
};

/** One attempt at a question, for the report's side-by-side comparison of retakes. */
export const mockAttemptResultSchema = z.object({
  attempt: z.number().int().positive(),
  ...answerFigures,
  /** Why the attempt's score has no Answer Content part (e.g. not enough clear speech); null when it has one. Absent in reports made before it was added. */
  content_note: z.string().nullable().optional(),
});
export type MockAttemptResult = z.infer<typeof mockAttemptResultSchema>;

export const mockQuestionResultSchema = z.object({
  question_key: z.string(),
  question: z.string(),
  /** A behavioural competency, or a role set's: a slug either way. */
  competency: questionCompetencySchema,
  /** The question's target time in seconds; absent in reports made before. */
  target_time: z.number().positive().optional(),
  ...answerFigures,
  // ---- beyond the list (additive)
  /** 'not enough clear speech to check' when `star_status` is `not_enough_speech`. */
  star_note: z.string().nullable(),
  /** Filler words in the transcript, for highlighting. */
  fillers: z.array(z.string()),
  /**
   * The transcript cut at the fillers counted in `filler_words` (one piece per filler, a phrase such as "you know" is
   * one), so the marks are the count; the rest of the count are held "uh"/"um" sounds heard only in the audio.
   * Absent in reports made before (they highlight `fillers` wherever the words occur).
   */
  transcript_pieces: z.array(z.object({ text: z.string(), filler: z.boolean() })).optional(),
  /** True once the recording was deleted after the retention period; the measurements stay. Absent in reports made before. */
  recording_deleted: z.boolean().optional(),
  // ---- attempts and follow-ups (absent in reports made before they were added)
  status: mockQuestionStatusSchema.optional(),
  type: questionTypeSchema.optional(),
  written_by_ai: z.boolean().optional(),
  follow_up_of: z.string().nullable().optional(),
  /**
   * Every attempt, oldest first, when the question was retaken; the fields above are those of the attempt that counts:
   * `counted_attempt`, else (and in reports made before it) the latest.
   */
  attempts: z.array(mockAttemptResultSchema).optional(),
  /** The attempt the user chose to count, when the question was retaken and one was chosen. */
  counted_attempt: z.number().int().positive().optional(),
  /** What the answer said, judged against its question, competency and target time; absent before. */
  content: answerContentSchema.optional(),
});
export type MockQuestionResult = z.infer<typeof mockQuestionResultSchema>;
