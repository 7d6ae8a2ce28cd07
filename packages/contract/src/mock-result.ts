import { z } from 'zod';

/**
 * The per-question part of a mock interview's analysis result (`results.questions[]`, issue 7).
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

export const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const;
export type StarPartName = (typeof STAR_PARTS)[number];

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

export const mockQuestionResultSchema = z.object({
  question_key: z.string(),
  question: z.string(),
  competency: competencySchema,
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
  // ---- beyond the list (additive)
  star_status: starStatusSchema,
  /** 'not enough clear speech to check' when `star_status` is `not_enough_speech`. */
  star_note: z.string().nullable(),
  /** Filler words in the transcript, for highlighting. */
  fillers: z.array(z.string()),
  /** The answer's recording (GET /api/mock/media/…), null when skipped or deleted. */
  recording_url: z.string().nullable(),
  /** True once the recording was deleted after the retention period; the measurements stay. Absent in reports made before. */
  recording_deleted: z.boolean().optional(),
  /** Why this answer has no measurements although it was recorded (its analysis failed). */
  analysis_error: z.string().nullable(),
});
export type MockQuestionResult = z.infer<typeof mockQuestionResultSchema>;
