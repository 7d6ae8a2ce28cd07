import { COMPARE_MIN_ANALYSES } from '@rehearse/contract/analysis-api';
import { FileVideo, GitCompare, RefreshCw, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useCompareAnalyses } from './api/compare-analyses.ts';
import { COMPARE_PICK_LIMIT, toggleWithinLimit } from './compare-selection.ts';
import { COMPARE_TEXTS } from './compare-texts.ts';
import { compareErrorMessage, interpretCompareResponse } from './compare-view.ts';
import { ComparePicker } from './components/compare-picker.tsx';
import { BasicComparisonView, CompareResults } from './components/compare-results.tsx';

function NothingToCompare({ retry, error }: { retry: (() => void) | null; error: string | null }) {
  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <EmptyState
        icon={<FileVideo />}
        title={COMPARE_TEXTS.empty}
        action={
          retry ? (
            <Button variant="outline" onClick={retry} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
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
  );
}

export function ComparePage() {
  const compare = useCompareAnalyses();
  const [selected, setSelected] = useState<string[]>([]);

  const toggle = (id: string) => {
    setSelected((s) => toggleWithinLimit(s, id));
    compare.reset();
  };
  const run = () => {
    if (selected.length < COMPARE_MIN_ANALYSES) return;
    compare.mutate(selected);
  };
  const outcome = compare.data ? interpretCompareResponse(compare.data) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader title="Compare Analyses" description="Select two or more analyses to see how your performance changes." />
      <ComparePicker selected={selected} onToggle={toggle} renderEmpty={(retry, error) => <NothingToCompare retry={retry} error={error} />}>
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
          <span className="text-sm text-slate-500">
            {selected.length} of at most {COMPARE_PICK_LIMIT} selected
          </span>
        </div>
      </ComparePicker>
      {compare.isError && <Alert tone="error">{compareErrorMessage(compare.error)}</Alert>}
      {outcome?.kind === 'error' && <Alert tone="error">{outcome.message}</Alert>}
      {outcome?.kind === 'basic' && <BasicComparisonView basic={outcome.basic} error={outcome.error} />}
      {outcome?.kind === 'full' && <CompareResults data={outcome.data} error={outcome.error} />}
    </div>
  );
}
