import { formatScore, NOT_MEASURED } from '@rehearse/contract/number-format';
import { INCOMPLETE_OVERALL_KEPT_APART } from '@rehearse/contract/overall-makeup-texts';
import type { ScoreBreakdown } from '../../lib/analysis-result/score-breakdown.ts';
import { cx } from '../../lib/class-names.ts';
import { SCORE_LEVEL_LABELS, SCORE_TEXT_CLASSES, scoreLevel } from '../../lib/score-format.ts';
import { Card } from './card.tsx';
import { ScoreBar } from './score-bar.tsx';

/**
 * The headline of a result: the overall score first, its colour band named, and what it is made of. An overall that
 * lacks a part is named for what it is ('Delivery only') in grey, with why and what to do, never banded 'Good'.
 */
export function OverallScoreHeadline({ breakdown, className }: { breakdown: ScoreBreakdown; className?: string }) {
  const { overall, parts, basis, incomplete = null, fixFirst = null, leftOut = null } = breakdown;
  const level = overall === null || incomplete ? null : scoreLevel(overall);
  return (
    <Card role="region" aria-labelledby="overall-score-heading" className={cx('p-5', className)} data-testid="overall-score">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="overall-score-heading" className="text-sm font-semibold text-slate-700">
            Overall Score
          </h2>
          <p className={cx('text-4xl font-bold tabular-nums', level ? SCORE_TEXT_CLASSES[level] : 'text-slate-500')} data-testid="overall-score-value">
            {overall === null ? NOT_MEASURED : formatScore(overall)}
          </p>
          {level && <p className={cx('text-sm font-medium', SCORE_TEXT_CLASSES[level])}>{SCORE_LEVEL_LABELS[level]}</p>}
          {incomplete && overall !== null && (
            <p className="text-sm font-semibold text-slate-700" data-testid="overall-incomplete-label">
              {incomplete.label}
            </p>
          )}
        </div>
        <dl className="grid min-w-56 flex-1 gap-2 sm:max-w-sm">
          {parts.map((p) => (
            // A description list's groups hold only dt and dd: the bar is a second dd of its part.
            <div key={p.label} className="grid grid-cols-[1fr_auto] items-baseline gap-x-2 text-sm">
              <dt className="text-slate-700">
                {p.label}
                {p.weight !== null && <span className="text-slate-500"> · weight {p.weight}</span>}
              </dt>
              <dd className={cx('font-semibold tabular-nums', p.score === null ? 'text-slate-500 italic' : SCORE_TEXT_CLASSES[scoreLevel(p.score)])}>{p.text}</dd>
              <dd className="col-span-2 mt-1">
                <ScoreBar score={p.score} label={p.label} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <ScoreBar score={overall} label={incomplete ? `Overall Score (${incomplete.label})` : 'Overall Score'} className="mt-4 h-3" neutral={incomplete !== null} />
      <p className="mt-2 text-xs text-slate-600">{basis}</p>
      {incomplete && (
        <div role="note" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="overall-incomplete">
          <p>
            <span className="font-semibold">{incomplete.label}</span> — {incomplete.reason}. {INCOMPLETE_OVERALL_KEPT_APART}
          </p>
          {incomplete.fix && (
            <p className="mt-1">
              <span className="font-semibold">What to do:</span> {incomplete.fix}
            </p>
          )}
        </div>
      )}
      {!incomplete && fixFirst && (
        <p className="mt-3 text-sm text-slate-800" data-testid="overall-fix-first">
          {fixFirst}
        </p>
      )}
      {leftOut && (
        <p className="mt-2 text-sm text-slate-700" data-testid="overall-left-out">
          {leftOut}
        </p>
      )}
    </Card>
  );
}
