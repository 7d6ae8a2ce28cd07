import { ArrowDown, ArrowUp } from 'lucide-react';
import { cx } from '../../../lib/class-names.ts';
import { SCORE_TEXT_CLASSES } from '../../../lib/score-format.ts';
import { NO_CHANGE_MEASURED, type Change } from '../compare-view.ts';

const TONE: Record<Change['direction'], string> = {
  better: SCORE_TEXT_CLASSES.good,
  worse: SCORE_TEXT_CLASSES.poor,
  none: 'text-slate-600',
  unlike: 'text-slate-700',
};

/**
 * A later-minus-earlier change: up and green when better, down and red when worse (every compared figure is better
 * higher); 'no change' and an overall of different parts plain, without an arrow; '—' when it cannot be computed.
 */
export function ChangeBadge({ change, testId }: { change: Change | null; testId: string }) {
  if (!change) {
    return (
      <span data-testid={testId} className="text-slate-600">
        {NO_CHANGE_MEASURED}
      </span>
    );
  }
  return (
    <span
      data-testid={testId}
      className={cx('inline-flex items-center gap-0.5 font-medium tabular-nums', change.direction !== 'unlike' && 'whitespace-nowrap', TONE[change.direction])}
    >
      {change.direction === 'better' && <ArrowUp className="size-3.5 shrink-0" aria-label="better" />}
      {change.direction === 'worse' && <ArrowDown className="size-3.5 shrink-0" aria-label="worse" />}
      {change.text}
    </span>
  );
}
