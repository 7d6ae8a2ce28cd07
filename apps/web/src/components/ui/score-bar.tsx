import { cx } from '../../lib/class-names.ts';
import { barWidth, SCORE_BAR_CLASSES, scoreLevel } from '../../lib/score-format.ts';

export interface ScoreBarProps {
  /** 0–100; null draws an empty track (not measured). */
  score: number | null;
  label: string;
  className?: string;
}

/** A horizontal bar coloured by the spec's score bands, capped at 100. */
export function ScoreBar({ score, label, className }: ScoreBarProps) {
  const width = score === null ? 0 : barWidth(score);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score === null ? undefined : Math.round(width * 10) / 10}
      className={cx('h-2 w-full overflow-hidden rounded-full bg-slate-100', className)}
    >
      {score !== null && (
        <div className={cx('h-full rounded-full transition-[width]', SCORE_BAR_CLASSES[scoreLevel(score)])} style={{ width: `${width}%` }} />
      )}
    </div>
  );
}
