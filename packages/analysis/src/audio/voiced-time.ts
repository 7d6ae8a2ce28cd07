import type { TimeRange } from '@rehearse/contract/analysis-result';
import { MIN_PAUSE_SECONDS } from './voice-activity.ts';

/**
 * Voiced time in seconds: the union of the word spans, where a gap shorter than the minimum pause (0.3 s) between
 * two words counts as speaking (the silence inside and between words of a phrase) and a longer one does not.
 * The pace "while speaking" is words over this (docs/SCORING-audio.md, "Speaking time").
 */
export function voicedTime(spans: readonly TimeRange[], bridge: number = MIN_PAUSE_SECONDS): number {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  let total = 0;
  let run: TimeRange | null = null;
  for (const span of sorted) {
    if (run && span.start - run.end < bridge) run.end = Math.max(run.end, span.end);
    else {
      if (run) total += run.end - run.start;
      run = { start: span.start, end: span.end };
    }
  }
  if (run) total += run.end - run.start;
  return total;
}
