import { useDeferredValue, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCompareCandidates } from '../api/get-compare-candidates.ts';
import { COMPARE_PICK_LIMIT } from '../compare-selection.ts';
import { COMPARE_TEXTS } from '../compare-texts.ts';
import { CompareCandidateCard } from './compare-candidate-card.tsx';

export interface ComparePickerProps {
  selected: readonly string[];
  onToggle: (sessionId: string) => void;
  /** Called once it is known that the user has no analyses at all (nothing to search). */
  renderEmpty: (retry: (() => void) | null, error: string | null) => ReactNode;
  /** What follows the list (the Compare button), shown only when there is something to pick. */
  children: ReactNode;
}

/** Search by name and tick analyses, a page at a time; the selection survives a new search. */
export function ComparePicker({ selected, onToggle, renderEmpty, children }: ComparePickerProps) {
  const [search, setSearch] = useState('');
  const text = useDeferredValue(search.trim());
  const query = useCompareCandidates(text);
  const found = query.data?.pages.flatMap((p) => p.analyses) ?? [];
  const full = selected.length >= COMPARE_PICK_LIMIT;

  if (!text && query.isPending) return <Spinner label="Loading analyses..." />;
  if (!text && (query.isError || found.length === 0)) {
    return renderEmpty(query.isError ? () => void query.refetch() : null, query.isError ? query.error.message : null);
  }
  return (
    <div className="space-y-4">
      <div role="search" className="sm:max-w-lg">
        <Input
          id="compare-search"
          type="search"
          label="Search by name"
          placeholder="e.g. leadership"
          maxLength={100}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {full && (
        <p className="text-sm text-amber-800" role="status">
          {COMPARE_TEXTS.selectionFull(COMPARE_PICK_LIMIT)}
        </p>
      )}
      {query.isPending && <Spinner label="Searching…" />}
      {query.isError && <Alert tone="error">{query.error.message}</Alert>}
      {query.isSuccess && found.length === 0 && <p className="text-sm text-slate-600">{COMPARE_TEXTS.noMatch(text)}</p>}
      {found.length > 0 && (
        <fieldset>
          <legend className="sr-only">Analyses to compare</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {found.map((a) => (
              <CompareCandidateCard key={a.session_id} session={a} checked={selected.includes(a.session_id)} full={full} onToggle={onToggle} />
            ))}
          </div>
        </fieldset>
      )}
      {query.hasNextPage && (
        <Button variant="outline" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Show more
        </Button>
      )}
      {children}
    </div>
  );
}
