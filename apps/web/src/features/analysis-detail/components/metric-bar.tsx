import { DETAIL_MESSAGES } from '../../../lib/analysis-messages.ts';
import { ScoreBar } from '../../../components/ui/score-bar.tsx';
import { cx } from '../../../lib/class-names.ts';
import { SCORE_TEXT_CLASSES, scoreLevel } from '../../../lib/score-format.ts';

/** A labelled 0–100 bar; a null value reads 'Insufficient data'. */
export function MetricBar({ label, percent, hint }: { label: string; percent: number | null; hint?: string | null }) {
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className={cx('tabular-nums', percent === null ? 'text-slate-400 italic' : SCORE_TEXT_CLASSES[scoreLevel(percent)])}>
          {percent === null ? DETAIL_MESSAGES.insufficientData : `${percent.toFixed(1)}%`}
        </span>
      </div>
      <ScoreBar score={percent} label={label} />
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

export function ScoreOutOf100({ score }: { score: number | null }) {
  if (score === null) return <span className="text-sm text-slate-400 italic">{DETAIL_MESSAGES.insufficientData}</span>;
  return (
    <span className={cx('text-2xl font-bold tabular-nums', SCORE_TEXT_CLASSES[scoreLevel(score)])}>
      {score.toFixed(1)}
      <span className="text-sm font-medium text-slate-400">/100</span>
    </span>
  );
}
