import { useNavigation } from 'react-router';

/**
 * While a navigation waits for the next screen's file (screens load on first visit), the current screen stays and
 * a thin bar runs under the navbar; screen readers hear 'Loading page…'.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5">
      {loading && (
        <>
          <div aria-hidden="true" className="h-full w-1/3 animate-pulse rounded-r bg-indigo-600" />
          <span className="sr-only">Loading page…</span>
        </>
      )}
    </div>
  );
}
