import type { TimeRange } from '@rehearse/contract/analysis-result';
import { MIN_FACE_VISIBLE_RATIO } from '../../video/video-metrics.ts';
import { FEEDBACK_BANDS } from '../feedback-bands.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { countOf, formatDecimal, formatPercent } from '../format-number.ts';
import { formatRange } from '../format-time.ts';

/** Ranges listed in one sentence. */
const RANGES_LISTED = 3;

/**
 * Face in frame: ≥ 95 % of frames a strength; under 90 % an improvement naming when it left the frame. Under 50 %
 * the quality rule speaks instead (eye contact and engagement were not scored).
 */
export function facePresenceRule({ video }: FeedbackInput): Finding[] {
  const rate = video.metrics.face_detection_rate;
  if (rate === null || rate < MIN_FACE_VISIBLE_RATIO) return [];
  const pct = formatPercent(rate);
  if (rate >= FEEDBACK_BANDS.faceVisible.strength) {
    return [
      {
        kind: 'strength',
        weight: 0.4,
        headline: `face in frame ${pct}`,
        text: `Your face was in frame in ${pct} of the ${countOf(video.frames_analyzed, 'sampled frame')}.`,
        recommendation: `Keep the same framing (face in frame ${pct} of the time).`,
      },
    ];
  }
  if (rate >= FEEDBACK_BANDS.faceVisible.improvement) return [];
  const gaps = video.no_face_segments;
  const total = totalSeconds(gaps);
  const when = gaps.length > 0 ? `: ${listRanges(gaps)}` : '';
  return [
    {
      kind: 'improvement',
      weight: 1 - rate,
      headline: `face in frame ${pct}`,
      text: `Your face was in frame in ${pct} of the ${countOf(video.frames_analyzed, 'sampled frame')}; it was out of view for ${formatDecimal(total)} s in ${countOf(gaps.length, 'stretch', 'stretches')}${when}.`,
      strategy: `Before recording, check that your head and shoulders stay in frame when you lean back or look at notes${gaps[0] ? `; this time your face left the frame at ${formatRange(gaps[0])}` : ''}.`,
      recommendation: `Stay in frame the whole time (this time ${pct} of frames).`,
    },
  ];
}

export function totalSeconds(ranges: readonly TimeRange[]): number {
  return ranges.reduce((sum, r) => sum + Math.max(0, r.end - r.start), 0);
}

export function listRanges(ranges: readonly TimeRange[]): string {
  const listed = ranges.slice(0, RANGES_LISTED).map(formatRange).join(', ');
  return ranges.length > RANGES_LISTED ? `${listed}, …` : listed;
}
