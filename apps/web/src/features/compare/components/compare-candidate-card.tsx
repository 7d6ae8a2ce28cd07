import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { formatScore, orNotMeasured } from '@rehearse/contract/number-format';
import { LIST_MESSAGES } from '../../../lib/analysis-messages.ts';
import { cx } from '../../../lib/class-names.ts';
import { incompleteOverallLabelOf, overallScoreOf, sessionTitle } from '../../../lib/session-scores.ts';
import { COMPARE_TEXTS } from '../compare-texts.ts';
import { formatLocalDate } from '../../../lib/local-date.ts';

export interface CompareCandidateCardProps {
  session: AnalysisSession;
  checked: boolean;
  /** The selection is full and this one is not in it. */
  full: boolean;
  onToggle: (sessionId: string) => void;
}

/** One analysis to tick for comparison; only a completed one can be ticked. */
export function CompareCandidateCard({ session: a, checked, full, onToggle }: CompareCandidateCardProps) {
  const id = `compare-${a.session_id}`;
  const finished = a.status === 'completed';
  const disabled = !finished || (full && !checked);
  // An overall that lacks a part is named for what it is ('Delivery only'), as on the list cards.
  const incomplete = incompleteOverallLabelOf(a);
  return (
    <label
      htmlFor={id}
      className={cx(
        'flex gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
        disabled ? 'cursor-not-allowed opacity-75' : 'cursor-pointer',
        checked ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input id={id} type="checkbox" className="mt-1 size-4 accent-indigo-600" checked={checked} disabled={disabled} onChange={() => onToggle(a.session_id)} />
      <span className="min-w-0">
        <span className="block font-medium break-all text-slate-900">{sessionTitle(a, LIST_MESSAGES.untitled)}</span>
        {finished ? (
          <>
            <span className={cx('block text-lg font-semibold tabular-nums', incomplete ? 'text-slate-600' : 'text-indigo-700')}>{orNotMeasured(overallScoreOf(a), formatScore)}</span>
            {incomplete && (
              <span className="block text-xs font-medium text-slate-600" data-testid="candidate-incomplete">
                {incomplete}
              </span>
            )}
          </>
        ) : (
          <span className="block text-sm text-slate-600">{COMPARE_TEXTS.notFinished}</span>
        )}
        <span className="block text-sm text-slate-600">{formatLocalDate(a.start_time)}</span>
      </span>
    </label>
  );
}
