import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** A query's three faces: its data; a spinner while loading; on failure the error and Try Again (never sample data). */
export function QueryState<T>({ query, children, failedTitle = 'Failed to load data' }: {
  failedTitle?: string; query: { data: T | undefined; isPending: boolean; error: Error | null; refetch: () => unknown; isFetching: boolean }; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending && !query.error) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading…" />
      </div>
    );
  }
  return (
    <Alert tone="error" title={failedTitle}>
      <p>{query.error?.message}</p>
      <Button className="mt-3" variant="outline" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
        Try Again
      </Button>
    </Alert>
  );
}
