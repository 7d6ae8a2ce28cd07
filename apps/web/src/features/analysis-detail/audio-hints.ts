import { fillersPerMinute, fillersWithinLimit } from '@rehearse/contract/filler-rate';
import { answerLengthVerdict } from '@rehearse/contract/answer-length-verdict';
import { MOCK_TARGET_TIMES } from '@rehearse/contract/mock-constants';
import { formatClock } from '@rehearse/contract/number-format';
import { scoreLevel } from '../../lib/score-format.ts';

/**
 * An audio tile's hint: below `below` the first text, else the second; below `floor`, when a tile has one, its own
 * text (a figure too low is not good either).
 */
interface HintRule {
  below: number;
  good: string;
  otherwise: string;
  floor?: { below: number; text: string };
}

/** Audio tile hints (pace, duration, word count). */
const AUDIO_HINTS = {
  // The spec turns at 120 WPM, but scoring calls 120–160 WPM the conversational band
  // (docs/SCORING-audio.md): at 127 WPM the tile said 'Consider slowing down' beside feedback
  // praising the pace. The hint now turns where the band ends (160 WPM), and below the band it is not
  // 'Good pace' either: at 94 WPM the tile said so beside feedback calling the pace slow (walk of 2026-11-28).
  pace: { below: 160, good: 'Good pace', otherwise: 'Consider slowing down', floor: { below: 120, text: 'Consider speaking a little faster' } },
  // Under a quarter of the shortest target answer (60 s) the content is 'far too short to judge' (docs/SCORING.md):
  // a 3-s recording or a 2-s answer read 'Good length' beside that (walk of 2026-11-28).
  duration: { below: 90, good: 'Good length', otherwise: 'Consider being more concise', floor: { below: MOCK_TARGET_TIMES[0] / 4, text: 'Too short for a full answer' } },
  wordCount: { below: 150, good: 'Concise response', otherwise: 'Detailed answer' },
} satisfies Record<string, HintRule>;
/**
 * The Filler Words tile: the rate per minute and the verdict of the feedback's own rule (at most 2 a minute), so the tile
 * never calls a rate excellent that "Areas to Improve" asks to cut.
 */
export function fillerHint(count: number | null, durationSeconds: number): string | null {
  if (count === null) return null;
  const rate = fillersPerMinute(count, durationSeconds);
  const verdict = fillersWithinLimit(count, durationSeconds) ? 'Excellent control' : 'Work on reducing';
  return rate === null ? verdict : `${rate.toFixed(1)} a minute — ${verdict}`;
}

/** Per-score hints (Clarity, Tone…) at the score thresholds 80 and 60. */
const SCORE_HINTS = { good: 'Excellent', medium: 'Good', poor: 'Needs improvement' } as const;

type HintKey = keyof typeof AUDIO_HINTS;

/** Audio tile hint by its rule; null when not measured. */
export function audioHint(key: HintKey, value: number | null): string | null {
  if (value === null) return null;
  const rule: HintRule = AUDIO_HINTS[key];
  if (rule.floor && value < rule.floor.below) return rule.floor.text;
  return value < rule.below ? rule.good : rule.otherwise;
}

/**
 * The Duration tile says whether one answer is a good length. An interview's recording holds the interviewer's turns and
 * every answer, so it gets no length verdict: each answer has its own under "Question by question".
 */
export const INTERVIEW_LENGTH_HINT = 'Whole interview; each answer is timed below';

/**
 * `targetSeconds`: the target time of the answers the figures are over (a mock interview): the verdict is then the
 * content's Length rule against it, so the tile never calls a length good that the answer's card calls short.
 */
export function recordingLengthHint(seconds: number, interview: boolean, targetSeconds: number | null = null): string | null {
  if (interview) return INTERVIEW_LENGTH_HINT;
  return targetSeconds === null ? audioHint('duration', seconds) : targetLengthHint(seconds, targetSeconds);
}

/** A length against its target time, by the content's Length rule. */
export function targetLengthHint(seconds: number, targetSeconds: number): string {
  const verdict = answerLengthVerdict(seconds, targetSeconds);
  const target = formatClock(targetSeconds);
  return verdict === 'within' ? AUDIO_HINTS.duration.good : verdict === 'short' ? `Under half its ${target} target` : `Past its ${target} target`;
}

/** One answer's length verdict, by the rule the Duration tile uses for a recording of one answer. */
export function answerLengthHint(seconds: number): string | null {
  return audioHint('duration', seconds);
}

/** Per-score hints (clarity, tone…): good at 80 and above, fair at 60 and above, else needs work. */
export function scoreHint(score: number | null): string | null {
  if (score === null) return null;
  return SCORE_HINTS[scoreLevel(score)];
}
