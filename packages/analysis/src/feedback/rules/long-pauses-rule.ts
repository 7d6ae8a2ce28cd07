import { LONG_PAUSE_SECONDS } from '../../audio/pauses.ts';
import { LONG_PAUSE_BAND } from '../../audio/scores/long-pauses.ts';
import { bandGap } from '../band-gap.ts';
import { FEEDBACK_BANDS } from '../feedback-bands.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { countOf, formatDecimal } from '../format-number.ts';
import { formatTime } from '../format-time.ts';
import { quoteNear } from '../quote-near.ts';

/** A single pause this long is worth an item whatever the recording's length. */
const VERY_LONG_PAUSE_SECONDS = 5;

/** Pauses over 2 s: none is a strength; more than 0.5 per minute (or one over 5 s) an improvement, quoting where. */
export function longPausesRule({ audio, pauses, transcript }: FeedbackInput): Finding[] {
  const duration = audio.metrics.duration;
  if (audio.metrics.word_count === null || duration <= 0 || pauses.length === 0) return [];
  const long = pauses.filter((p) => p.duration > LONG_PAUSE_SECONDS);
  const longest = [...pauses].sort((a, b) => b.duration - a.duration || a.start - b.start)[0];
  if (!longest) return [];
  if (long.length === 0) {
    return [
      {
        kind: 'strength',
        weight: 0.6,
        headline: `no pause over ${LONG_PAUSE_SECONDS} s`,
        text:
          pauses.length === 1
            ? `Your 1 pause did not run over ${LONG_PAUSE_SECONDS} s (it was ${formatDecimal(longest.duration)} s at ${formatTime(longest.start)}).`
            : `None of your ${pauses.length} pauses ran over ${LONG_PAUSE_SECONDS} s (the longest was ${formatDecimal(longest.duration)} s at ${formatTime(longest.start)}).`,
        recommendation: `Keep pauses under ${LONG_PAUSE_SECONDS} s, as here (longest ${formatDecimal(longest.duration)} s).`,
      },
    ];
  }
  const perMinute = long.length / (duration / 60);
  if (perMinute <= FEEDBACK_BANDS.longPausesPerMinute && longest.duration <= VERY_LONG_PAUSE_SECONDS) return [];
  const quote = quoteNear(transcript?.words, longest.start, longest.end);
  const where = quote ? `, in ${quote}` : '';
  const at = `${formatDecimal(longest.duration)} s at ${formatTime(longest.start)}`;
  return [
    {
      kind: 'improvement',
      weight: Math.max(bandGap(perMinute, LONG_PAUSE_BAND), Math.min(1, (longest.duration - LONG_PAUSE_SECONDS) / 10)),
      headline: `${countOf(long.length, 'pause')} over ${LONG_PAUSE_SECONDS} s`,
      text: `${countOf(long.length, 'pause')} ran over ${LONG_PAUSE_SECONDS} s (${formatDecimal(perMinute)} per minute); the longest was ${at}${where}.`,
      // The step cites this recording's pause, never a stock sentence that would read the same in every report.
      strategy: `Where you need a moment to think, say where your answer goes next instead of stopping: your longest silence this time was ${at}${quote ? `, between ${quote}` : ''}; pauses under ${LONG_PAUSE_SECONDS} s read as thinking, longer ones as being stuck.`,
      recommendation: `Keep pauses under ${LONG_PAUSE_SECONDS} s (this time ${long.length} ran longer, up to ${formatDecimal(longest.duration)} s).`,
    },
  ];
}
