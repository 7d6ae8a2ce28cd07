import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FileVideo } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { searchAnalyses } from '../api/manage-analysis.ts';
import { listErrorMessage } from '../list-view.ts';
import { analysesKeys } from '../../../lib/analysis-query-keys.ts';

export interface AnalysisSearchResultsProps {
  text: string;
  renderCard: (session: AnalysisSession) => ReactNode;
}

/** The analyses whose name contains `text`, newest first, a page at a time from the server. */
export function AnalysisSearchResults({ text, renderCard }: AnalysisSearchResultsProps) {
  const query = useInfiniteQuery({
    queryKey: analysesKeys.search(text),
    queryFn: ({ pageParam, signal }) => searchAnalyses(text, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? null,
  });
  if (query.isPending) return <Spinner label="Searching…" />;
  if (query.isError) return <p role="alert" className="text-sm text-red-700">{listErrorMessage(query.error)}</p>;
  const found = query.data.pages.flatMap((p) => p.analyses);
  const total = query.data.pages[0]?.total ?? found.length;
  if (found.length === 0) return <EmptyState icon={<FileVideo />} title={`No analysis named like “${text}”`} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total} {total === 1 ? 'analysis matches' : 'analyses match'} “{text}”
      </p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">{found.map(renderCard)}</div>
      {query.hasNextPage && (
        <Button variant="outline" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Show more
        </Button>
      )}
    </div>
  );
}
