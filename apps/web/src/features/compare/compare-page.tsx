import { COMPARE_MIN_ANALYSES } from '@rehearse/contract/analysis-api';
import { COMPARE_TEXTS, compareCardFallbackTitle } from './compare-texts.ts';
import { COMPARE_SCORE_DECIMALS } from '../../lib/score-format.ts';
import { FileVideo, GitCompare, RefreshCw, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { cx } from '../../lib/class-names.ts';
import { formatScoreOrDash } from '../../lib/score-format.ts';
import { overallScoreOf } from '../../lib/session-scores.ts';
import { useCompareAnalyses } from './api/compare-analyses.ts';
import { useCompareCandidates } from './api/get-compare-candidates.ts';
import { BasicComparisonView, CompareResults } from './components/compare-results.tsx';
import { compareErrorMessage, interpretCompareResponse, toggleSelection } from './compare-view.ts';

export function ComparePage() {
  const candidates = useCompareCandidates();
  const compare = useCompareAnalyses();
  const [selected, setSelected] = useState<string[]>([]);

  const toggle = (id: string) => {
    setSelected((s) => toggleSelection(s, id));
    compare.reset();
  };
  const run = () => {
    if (selected.length < COMPARE_MIN_ANALYSES) return;
    compare.mutate(selected);
  };

  if (candidates.isPending) return <PageSpinner label="Loading analyses..." />;
  const list = candidates.data ?? [];
  const outcome = compare.data ? interpretCompareResponse(compare.data) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader title="Compare Analyses" description="Select two or more analyses to see how your performance changes." />
      {list.length === 0 ? (
        <div className="space-y-4">
          {candidates.isError && <Alert tone="error">{candidates.error.message}</Alert>}
          <EmptyState
            icon={<FileVideo />}
            title={COMPARE_TEXTS.empty}
            action={
              candidates.isError ? (
                <Button variant="outline" onClick={() => void candidates.refetch()} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
                  Retry
                </Button>
              ) : (
                <Link to="/upload" className={buttonClasses('primary')}>
                  <Upload className="size-4" aria-hidden="true" /> Upload Video
                </Link>
              )
            }
          />
        </div>
      ) : (
        <>
          <fieldset>
            <legend className="sr-only">Analyses to compare</legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((a) => {
                const checked = selected.includes(a.session_id);
                const id = `compare-${a.session_id}`;
                return (
                  <label
                    key={a.session_id}
                    htmlFor={id}
                    className={cx(
                      'flex cursor-pointer gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                      checked ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-slate-200 hover:border-slate-300',
                    )}
                  >
                    <input id={id} type="checkbox" className="mt-1 size-4 accent-indigo-600" checked={checked} onChange={() => toggle(a.session_id)} />
                    <span className="min-w-0">
                      <span className="block font-medium break-all text-slate-900">{a.video_upload?.original_filename || compareCardFallbackTitle(a.session_id)}</span>
                      <span className="block text-lg font-semibold text-indigo-700 tabular-nums">{formatScoreOrDash(overallScoreOf(a), COMPARE_SCORE_DECIMALS)}</span>
                      <span className="block text-sm text-slate-500">{new Date(a.start_time).toLocaleDateString()}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="my-6 flex flex-wrap items-center gap-4">
            {selected.length >= COMPARE_MIN_ANALYSES ? (
              <Button onClick={run} loading={compare.isPending} icon={<GitCompare className="size-4" aria-hidden="true" />}>
                {compare.isPending ? COMPARE_TEXTS.analyzing : COMPARE_TEXTS.compareNow}
              </Button>
            ) : (
              <p className="text-sm text-slate-500" role="status">
                {COMPARE_TEXTS.selectAtLeastTwo}
              </p>
            )}
            <span className="text-sm text-slate-500">{selected.length} selected</span>
          </div>
          {compare.isError && <Alert tone="error">{compareErrorMessage(compare.error)}</Alert>}
          {outcome?.kind === 'error' && <Alert tone="error">{outcome.message}</Alert>}
          {outcome?.kind === 'basic' && <BasicComparisonView basic={outcome.basic} error={outcome.error} />}
          {outcome?.kind === 'full' && <CompareResults data={outcome.data} error={outcome.error} />}
        </>
      )}
    </div>
  );
}
