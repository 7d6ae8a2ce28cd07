import { FEEDBACK_BANDS, PRACTICE_SECONDS } from '../feedback-bands.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { formatPercent } from '../format-number.ts';

const MEASURED = 'presence in frame, head movement neither frozen nor restless, and movement of mouth and brows while speaking';

/** Engagement score (0–1) against 0.75 / 0.55. */
export function engagementRule({ video }: FeedbackInput): Finding[] {
  const score = video.metrics.average_engagement_score;
  if (score === null) return [];
  const { strength, improvement } = FEEDBACK_BANDS.engagement;
  const pct = formatPercent(score);
  if (score >= strength) {
    return [
      {
        kind: 'strength',
        weight: score * 0.9,
        headline: `engagement ${pct}`,
        text: `Engagement scored ${pct} (${MEASURED}).`,
        recommendation: `Keep moving naturally with your speech (engagement ${pct}).`,
      },
    ];
  }
  if (score >= improvement) return [];
  return [
    {
      kind: 'improvement',
      weight: 1 - score,
      headline: `engagement ${pct}`,
      text: `Engagement scored ${pct} (${MEASURED}).`,
      strategy: `Let your head and face move with what you say — nod on your main points and speak with an open mouth rather than holding still; in a ${PRACTICE_SECONDS}-second practice answer aim above ${formatPercent(strength)} (this time ${pct}).`,
      recommendation: `Raise engagement from ${pct} to above ${formatPercent(strength)}.`,
    },
  ];
}
