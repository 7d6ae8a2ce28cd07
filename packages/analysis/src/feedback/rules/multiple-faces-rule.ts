import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { formatDecimal } from '../format-number.ts';
import { formatRange } from '../format-time.ts';
import { listRanges, totalSeconds } from './face-presence-rule.ts';

/** Another face in the picture: the analysis may have followed the wrong person there. */
export function multipleFacesRule({ video }: FeedbackInput): Finding[] {
  const ranges = video.multiple_faces_segments;
  const first = ranges[0];
  if (!first) return [];
  const total = totalSeconds(ranges);
  return [
    {
      kind: 'improvement',
      weight: Math.min(0.5, 0.2 + total / 60),
      headline: `second face for ${formatDecimal(total)} s`,
      text: `More than one face was in the picture for ${formatDecimal(total)} s (${listRanges(ranges)}); the measurements there follow the largest face, which may not be yours.`,
      strategy: `Record alone, in front of a plain background without photos or screens showing faces (a second face appeared at ${formatRange(first)}).`,
      recommendation: `Keep other faces out of the picture (this time ${formatDecimal(total)} s).`,
    },
  ];
}
