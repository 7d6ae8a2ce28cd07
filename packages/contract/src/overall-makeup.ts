/**
 * Which parts an overall score is made of (decision 043). The overall is the weighted mean of the parts that were
 * measured (overall-weights.ts), so a file without sound has an overall that is its video score alone: comparing it
 * with an overall of video, audio and content is not like for like, and a rise between them is not an improvement.
 */

export type OverallPart = 'video' | 'audio' | 'content';

const PART_ORDER: readonly OverallPart[] = ['video', 'audio', 'content'];
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
  return PART_ORDER.filter((p) => measured[p]);
}

function partList(parts: readonly OverallPart[]): string {
  const names = parts.map((p) => PART_NAMES[p]);
  if (names.length === 0) return 'nothing measured';
  if (names.length === 1) return `${names[0]} only`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Null when the earlier and the later overall are made of the same parts; otherwise the sentence that says they are
 * not, to stand in place of "improved" or "dropped".
 */
export function overallMakeupNote(earlier: OverallPartScores, later: OverallPartScores): string | null {
  const a = overallParts(earlier);
  const b = overallParts(later);
  if (a.length === b.length && a.every((p, i) => p === b[i])) return null;
  return (
    `These two overall scores are made of different parts (earliest: ${partList(a)}; latest: ${partList(b)}), ` +
    'so the change between them is not like for like: compare the parts instead.'
  );
}
