import { cx } from '../../lib/class-names.ts';
import { formatScore, NOT_MEASURED } from '@rehearse/contract/number-format';
import { SCORE_TEXT_CLASSES, scoreLevel } from '../../lib/score-format.ts';
import { ScoreBar } from './score-bar.tsx';

export interface ScoreTileProps {
  label: string;
  /** 0–100; null shows 'not measured' text instead of a number. */
  score: number | null;
  emptyText?: string;
  className?: string;
  /** Said under the score in place of its band's colour: 'Delivery only' for an overall that lacks a part. */
  incompleteLabel?: string | null;
}

/** A labelled score: percent coloured by band, with a capped bar. */
export function ScoreTile({ label, score, emptyText = NOT_MEASURED, className, incompleteLabel = null }: ScoreTileProps) {
  const neutral = incompleteLabel !== null && score !== null;
  return (
    <div className={cx('flex min-w-0 flex-col rounded-xl border border-slate-200 bg-slate-50/60 p-3', className)}>
      <p className="text-xs font-medium text-slate-500">{label}</p>
      {/* mt-auto keeps numbers and bars on one line across tiles whose labels wrap differently */}
      {/* 'Not measured' is words, not a number: set smaller and allowed to wrap, so it stays inside a narrow tile (390 px). */}
      <p
        className={cx('mt-auto pt-1 font-semibold', score === null ? 'text-sm leading-tight break-words text-slate-500' : cx('text-lg', neutral ? 'text-slate-600' : SCORE_TEXT_CLASSES[scoreLevel(score)]))}
        data-testid="score-tile-value"
      >
        {score === null ? emptyText : formatScore(score)}
      </p>
      {neutral && (
        <p className="text-xs leading-tight font-medium break-words text-slate-600" data-testid="score-tile-incomplete">
          {incompleteLabel}
        </p>
      )}
      <ScoreBar score={score} label={neutral ? `${label} (${incompleteLabel})` : label} className="mt-2" neutral={neutral} />
    </div>
  );
}
