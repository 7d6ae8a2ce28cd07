import { formatScore } from '@rehearse/contract/number-format';
import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { incompleteOverallLabel } from '@rehearse/contract/overall-makeup-texts';
import { cx } from '../../lib/class-names.ts';

export interface ListOverallScoreProps {
  /** The overall score, 0–100; null: none ('—'). */
  score: number | null;
  /** What it is made of; null when the list does not know (then it is shown as a plain score). */
  makeup: OverallMakeup | null;
  className?: string;
}

/**
 * An overall score in a list row, as the owner's own list shows it (decision 050): an overall that lacks a part is
 * set in grey with what it is ('Delivery only'), so it never reads as one more overall beside the complete ones.
 */
export function ListOverallScore({ score, makeup, className }: ListOverallScoreProps) {
  const incomplete = score !== null && makeup ? incompleteOverallLabel(makeup) : null;
  return (
    <span className={cx('inline-flex flex-col items-end', className)}>
      <span className={incomplete ? 'text-slate-500' : undefined} data-testid="list-overall-score">
        {score === null ? '—' : formatScore(score)}
      </span>
      {incomplete && (
        <span className="text-xs font-medium text-slate-600" data-testid="list-overall-incomplete">
          {incomplete}
        </span>
      )}
    </span>
  );
}
