import { NOT_MEASURED, formatScore } from '@rehearse/contract/number-format';
import { ScoreBar } from '../../../components/ui/score-bar.tsx';
import { cx } from '../../../lib/class-names.ts';
import { SCORE_TEXT_CLASSES, scoreLevel } from '../../../lib/score-format.ts';

/**
 * A labelled 0–100 bar; `text` is the figure as read (a score or a share of frames, each in its own format),
 * a null value reads 'Not measured'. `note` says what the figure is measured over.
 */
export function MetricBar({ label, percent, text, hint, note }: { label: string; percent: number | null; text: string | null; hint?: string | null; note?: string | null }) {
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className={cx('tabular-nums', percent === null ? 'text-slate-500 italic' : SCORE_TEXT_CLASSES[scoreLevel(percent)])}>
          {percent === null || text === null ? NOT_MEASURED : text}
        </span>
      </div>
      <ScoreBar score={percent} label={label} />
      {note && percent !== null && <p className="mt-1 text-xs text-slate-500">{note}</p>}
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

/** A card's 0–100 score in the one score format. */
export function CardScore({ score }: { score: number | null }) {
  if (score === null) return <span className="text-sm text-slate-500 italic">{NOT_MEASURED}</span>;
  return <span className={cx('text-2xl font-bold tabular-nums', SCORE_TEXT_CLASSES[scoreLevel(score)])}>{formatScore(score)}</span>;
}
