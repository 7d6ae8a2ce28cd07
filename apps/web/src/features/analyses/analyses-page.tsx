import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { LIST_TABS, SORT_OPTIONS, STATUS_FILTER_OPTIONS } from './list-options.ts';
import { FileVideo, RefreshCw, Upload, Video } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Select } from '../../components/ui/select.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useCategorizedAnalyses } from './api/get-categorized-analyses.ts';
import { AnalysisCard } from './components/analysis-card.tsx';
import { AnalysisSearchResults } from './components/analysis-search-results.tsx';
import { DeleteAnalysisDialog } from './components/delete-analysis-dialog.tsx';
import { RenameAnalysisDialog } from './components/rename-analysis-dialog.tsx';
import { listErrorMessage, visibleSessions, type SortOrder, type StatusFilter } from './list-view.ts';
import { useManageAnalysis } from './use-manage-analysis.ts';
import { useReportDownload } from './use-report-download.ts';

type TabId = (typeof LIST_TABS)[number]['value'];

export function AnalysesPage() {
  const query = useCategorizedAnalyses();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [order, setOrder] = useState<SortOrder>('date');
  const [tab, setTab] = useState<TabId>('all');
  const { downloadJson, downloadPdf, print } = useReportDownload();
  const [search, setSearch] = useState('');
  const searchText = useDeferredValue(search.trim());
  const manage = useManageAnalysis();
  const cardOf = (s: AnalysisSession) => (
    <AnalysisCard
      key={s.session_id}
      session={s}
      onDownload={(x) => void downloadJson(x)}
      onDownloadPdf={(x) => void downloadPdf(x)}
      onPrint={(x) => void print(x)}
      onRename={manage.askRename}
      onDelete={manage.askDelete}
    />
  );

  const byTab = useMemo(() => {
    const data = query.data?.analyses;
    const mock = data?.mock_interviews.items ?? [];
    const uploads = data?.video_uploads.items ?? [];
    return { all: [...mock, ...uploads], mock_interviews: mock, video_uploads: uploads } satisfies Record<TabId, AnalysisSession[]>;
  }, [query.data]);
  const counts: Record<TabId, number> = {
    all: (query.data?.analyses.mock_interviews.count ?? 0) + (query.data?.analyses.video_uploads.count ?? 0),
    mock_interviews: query.data?.analyses.mock_interviews.count ?? 0,
    video_uploads: query.data?.analyses.video_uploads.count ?? 0,
  };
  const completedCount = byTab.all.filter((s) => s.status === 'completed').length;

  if (query.isPending) return <PageSpinner label="Loading your analyses..." />;

  const header = (
    <PageHeader
      title="My Analyses"
      description={query.data ? `${counts.all} total · ${completedCount} completed` : undefined}
      actions={
        <Link to="/upload" className={buttonClasses('primary')}>
          <Upload className="size-4" aria-hidden="true" /> Upload Video
        </Link>
      }
    />
  );

  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {header}
        <Alert tone="error" title="Error">
          <p>{listErrorMessage(query.error)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
            Try Again
          </Button>
        </Alert>
      </div>
    );
  }

  const emptyLinks = (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to="/mock-interview" className={buttonClasses('outline')}>
        <Video className="size-4" aria-hidden="true" /> Start Mock Interview
      </Link>
      <Link to="/upload" className={buttonClasses('primary')}>
        <Upload className="size-4" aria-hidden="true" /> Upload Video
      </Link>
    </div>
  );

  const panel = (id: TabId) => {
    const items = byTab[id];
    const shown = visibleSessions(items, filter, order);
    if (items.length === 0) {
      return <EmptyState icon={<FileVideo />} title="No analyses yet" description="Start a mock interview or upload a video to get your first analysis." action={emptyLinks} />;
    }
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-500" aria-live="polite">
          Showing {shown.length} of {items.length}
        </p>
        {shown.length === 0 ? (
          <EmptyState icon={<FileVideo />} title="No analyses match this filter" action={<Button variant="outline" onClick={() => setFilter('all')}>Show all statuses</Button>} />
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map(cardOf)}
          </div>
        )}
      </div>
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {header}
      <div role="search" className="mb-4 sm:max-w-lg">
        <Input
          id="analysis-search"
          type="search"
          label="Search by name"
          placeholder="e.g. leadership"
          maxLength={100}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {searchText ? (
        <AnalysisSearchResults text={searchText} renderCard={cardOf} />
      ) : (
        <>
          <div className="mb-6 grid gap-4 sm:max-w-lg sm:grid-cols-2">
            <Select id="status-filter" label="Status" options={STATUS_FILTER_OPTIONS} value={filter} onChange={(e) => setFilter(e.target.value as StatusFilter)} />
            <Select id="sort-order" label="Sort by" options={SORT_OPTIONS} value={order} onChange={(e) => setOrder(e.target.value as SortOrder)} />
          </div>
          <Tabs
            label="Analysis categories"
            value={tab}
            onChange={(id) => setTab(id as TabId)}
            tabs={LIST_TABS.map((t) => ({ id: t.value, label: `${t.label} (${counts[t.value]})`, content: panel(t.value) }))}
          />
        </>
      )}
      {manage.target?.action === 'rename' && (
        <RenameAnalysisDialog
          currentName={manage.target.session.display_name}
          busy={manage.rename.isPending}
          error={manage.rename.isError ? manage.rename.error.message : null}
          onRename={(name) => manage.target && manage.rename.mutate({ sessionId: manage.target.session.session_id, name })}
          onClose={manage.close}
        />
      )}
      {manage.target?.action === 'delete' && (
        <DeleteAnalysisDialog
          name={manage.target.session.display_name}
          mockInterview={manage.target.session.category === 'mock_interview'}
          busy={manage.remove.isPending}
          error={manage.remove.isError ? manage.remove.error.message : null}
          onDelete={() => manage.target && manage.remove.mutate(manage.target.session.session_id)}
          onClose={manage.close}
        />
      )}
    </div>
  );
}
