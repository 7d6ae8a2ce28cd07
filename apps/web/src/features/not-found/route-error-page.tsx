import { AlertOctagon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LOAD_FAILED_TEXT } from '../../components/ui/load-failed.tsx';
import { isChunkLoadError } from '../../lib/chunk-load-error.ts';
import { NotFoundPage } from './not-found-page.tsx';

export const PAGE_LOAD_FAILED_TITLE = 'This page could not be loaded';

/**
 * The router's error boundary: a 404 for unmatched loaders, a reload prompt when a screen's file failed to
 * download (offline, or a deploy replaced it), a plain apology for a crashed screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const downloadFailed = isChunkLoadError(error);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <div className="rounded-full bg-red-50 p-4 text-red-600">
        <AlertOctagon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{downloadFailed ? PAGE_LOAD_FAILED_TITLE : 'Something went wrong'}</h1>
      <p className="mt-3 text-slate-500">{downloadFailed ? LOAD_FAILED_TEXT : 'An unexpected error stopped this page. Reload to try again.'}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary')}>
          Reload
        </button>
        <Link to="/" className={buttonClasses('outline')}>
          Back to home
        </Link>
      </div>
    </div>
  );
}
