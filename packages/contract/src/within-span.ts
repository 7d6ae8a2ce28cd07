import type { TimeRange } from './analysis-result.ts';

/**
 * The words (or fillers) of a stretch of the recording: those whose middle falls inside it, so a word straddling an
 * edge belongs to one side only. The engine measures an interview answer with this rule, and the model that reviews
 * the answer is sent the same words.
 */
export function withinSpan<T extends TimeRange>(items: readonly T[], span: TimeRange): T[] {
  return items.filter((item) => {
    const middle = (item.start + item.end) / 2;
    return middle >= span.start && middle <= span.end;
  });
}
