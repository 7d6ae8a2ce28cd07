import { z } from 'zod';

/**
 * Which parts an overall score is made of, and which it should have had (decisions 043 and 050). The overall is the
 * weighted mean of the parts that were measured (overall-weights.ts), so without a part it is the mean of the others:
 * a delivery score, not an overall. It is marked incomplete, and screens never rank, average or compare it beside
 * complete ones, nor compute a change between overalls made of different parts.
 */

export const OVERALL_PARTS = ['video', 'audio', 'content'] as const;
export const overallPartSchema = z.enum(OVERALL_PARTS);
export type OverallPart = z.infer<typeof overallPartSchema>;

/** Why a part the overall normally includes has no score (overall-makeup-texts.ts says each in words, and what to do). */
export const MISSING_PART_CAUSES = [
  /** Audio and content: the file has no sound track. */
  'no_audio_track',
  /** Audio and content: a sound track, but no speech in it. */
  'no_speech',
  /** Video: a picture, but no frame in which the face or body could be read. */
  'video_not_measured',
  /** Content: no speech recogniser ran, so there was no transcript to judge. */
  'no_transcript',
  /** Content: too few words heard clearly (the engine's note gives the counts). */
  'not_enough_speech',
  /** Content: the answer stopped far short of its question's time (the note gives it). */
  'far_too_short',
  /** Content: scored before what answers said was judged; kept as it was scored (decision 050). */
  'judged_before_content',
] as const;
export const missingPartCauseSchema = z.enum(MISSING_PART_CAUSES);
export type MissingPartCause = z.infer<typeof missingPartCauseSchema>;

export const missingPartSchema = z.object({
  part: overallPartSchema,
  cause: missingPartCauseSchema,
  /** The engine's own words with their counts ('not enough clear speech to judge content (14 clear words; 20 needed)'); null without. */
  detail: z.string().nullable(),
  /** Mock interviews: the questions (1-based) whose answers lacked it. */
  questions: z.array(z.number().int().positive()).optional(),
});
export type MissingPart = z.infer<typeof missingPartSchema>;

/** The part to work on first: a missing part (make it measurable), else the one holding the overall back most. */
export const fixFirstSchema = z.object({
  part: overallPartSchema,
  /** The part's score; null when the part is missing. */
  score: z.number().min(0).max(100).nullable(),
  /** Points of the overall this part holds back (its weight × (100 − its score), one decimal); null when missing. */
  points: z.number().min(0).max(100).nullable(),
});
export type FixFirst = z.infer<typeof fixFirstSchema>;

/** A mock interview's answer left out of its overall because part of it could not be judged. */
export const leftOutAnswerSchema = z.object({
  /** 1-based position of the question in the interview. */
  question: z.number().int().positive(),
  /** The first part it lacked, and why. */
  part: overallPartSchema,
  cause: missingPartCauseSchema,
  detail: z.string().nullable(),
});
export type LeftOutAnswer = z.infer<typeof leftOutAnswerSchema>;

export const overallMakeupSchema = z.object({
  /** The parts the overall score is made of, in a fixed order (video, audio, content). */
  parts: z.array(overallPartSchema),
  /** The parts a recording like this one normally has in its overall that could not be judged, and why. */
  missing: z.array(missingPartSchema),
  /** Nothing missing: the overall may be averaged, ranked and compared with other complete overalls. */
  complete: z.boolean(),
  fix_first: fixFirstSchema.nullable(),
  /** Mock interviews: answers whose content was not judged, so their scores are not part of the overall. */
  left_out: z.array(leftOutAnswerSchema).optional(),
});
export type OverallMakeup = z.infer<typeof overallMakeupSchema>;

const PART_NAMES: Record<OverallPart, string> = { video: 'video', audio: 'audio', content: 'answer content' };

/** The part scores of one analysis, as compare carries them; null: that part was not measured. */
export interface OverallPartScores {
  video_score: number | null;
  audio_score: number | null;
  content_score: number | null;
}

/** The parts that were measured, and so went into the overall, in a fixed order. */
export function overallParts(scores: OverallPartScores): OverallPart[] {
  const measured: Record<OverallPart, boolean> = {
    video: scores.video_score !== null,
    audio: scores.audio_score !== null,
    content: scores.content_score !== null,
  };
  return OVERALL_PARTS.filter((p) => measured[p]);
}

/** The parts in their fixed order, whatever order they came in. */
export function inPartOrder(parts: Iterable<OverallPart>): OverallPart[] {
  const set = new Set(parts);
  return OVERALL_PARTS.filter((p) => set.has(p));
}

export function samePartList(a: readonly OverallPart[], b: readonly OverallPart[]): boolean {
  const x = inPartOrder(a);
  const y = inPartOrder(b);
  return x.length === y.length && x.every((p, i) => p === y[i]);
}

function partList(parts: readonly OverallPart[]): string {
  const names = parts.map((p) => PART_NAMES[p]);
  if (names.length === 0) return 'nothing measured';
  if (names.length === 1) return `${names[0]} only`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Null when the earlier and the later overall are made of the same parts; otherwise the sentence that says they are
 * not, to stand in place of "improved" or "dropped" (no change is computed between them).
 */
export function overallMakeupNote(earlier: readonly OverallPart[], later: readonly OverallPart[]): string | null {
  if (samePartList(earlier, later)) return null;
  const shared = inPartOrder(earlier).filter((p) => later.includes(p));
  const comparable =
    shared.length === 0 ? 'they share no measured part' : `compare ${shared.map((p) => PART_NAMES[p]).join(' and ')} instead, which both measured`;
  return (
    `These two overall scores are made of different parts (earliest: ${partList(inPartOrder(earlier))}; latest: ${partList(inPartOrder(later))}), ` +
    `so they are not compared and no change is computed between them: ${comparable}.`
  );
}

/** The opening of a comparison whose first and latest overall are made of different parts: the two scores, said not to be compared. */
export function unlikeOverallsOpening(first: string, last: string): string {
  return `Your first (${first}) and latest (${last}) overall scores are not compared.`;
}
