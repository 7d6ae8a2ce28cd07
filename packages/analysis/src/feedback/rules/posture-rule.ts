import { FEEDBACK_BANDS, PRACTICE_SECONDS } from '../feedback-bands.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { formatPercent } from '../format-number.ts';

const MEASURED = 'shoulder tilt, head tilt, centring and distance from the camera, on the frames where your upper body was found';

/** Posture score (0–1) against 0.8 / 0.6. */
export function postureRule({ video }: FeedbackInput): Finding[] {
  const score = video.metrics.average_posture_score;
  if (score === null) return [];
  const { strength, improvement } = FEEDBACK_BANDS.posture;
  const pct = formatPercent(score);
  if (score >= strength) {
    return [
      {
        kind: 'strength',
        weight: score * 0.9,
        headline: `posture ${pct}`,
        text: `Posture scored ${pct} (${MEASURED}): level, upright and well framed.`,
        recommendation: `Keep the same seat and framing (posture ${pct}).`,
      },
    ];
  }
  if (score >= improvement) return [];
  return [
    {
      kind: 'improvement',
      weight: 1 - score,
      headline: `posture ${pct}`,
      text: `Posture scored ${pct} (${MEASURED}).`,
      strategy: `Sit upright with level shoulders, centred in the frame, your face filling about a third of the frame's height; check it in a ${PRACTICE_SECONDS}-second test recording (posture this time ${pct}).`,
      recommendation: `Raise posture from ${pct} to above ${formatPercent(strength)}: level shoulders, centred, head and shoulders in frame.`,
    },
  ];
}
