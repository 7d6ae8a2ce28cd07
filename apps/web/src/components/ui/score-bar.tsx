import { cx } from '../../lib/class-names.ts';
import { barWidth, SCORE_BAR_CLASSES, scoreLevel } from '../../lib/score-format.ts';

export interface ScoreBarProps {
  /** 0–100; null draws an empty track (not measured). */
  score: number | null;
  label: string;
  className?: string;
  /** Grey instead of the band's colour: an overall that lacks a part is not banded like a complete one. */
  neutral?: boolean;
}

const TRACK = 'h-2 w-full overflow-hidden rounded-full bg-slate-100';

/**
 * A horizontal bar coloured by the spec's score bands, capped at 100.
 * A meter must carry a value (axe aria-required-attr, critical), so an unmeasured score draws a bare,
 * hidden track: every caller shows 'Not measured' in words next to it.
 */
export function ScoreBar({ score, label, className, neutral = false }: ScoreBarProps) {
  if (score === null) return <div aria-hidden="true" data-testid="score-bar-empty" className={cx(TRACK, className)} />;
  const width = barWidth(score);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width * 10) / 10}
      className={cx(TRACK, className)}
    >
      <div className={cx('h-full rounded-full transition-[width]', neutral ? 'bg-slate-400' : SCORE_BAR_CLASSES[scoreLevel(score)])} style={{ width: `${width}%` }} />
    </div>
  );
}
