import { RefreshCw } from 'lucide-react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export const LOAD_FAILED_TITLE = 'This part of Rehearse could not be loaded';
export const LOAD_FAILED_TEXT = 'Check your connection and reload. If Rehearse was updated since you opened it, a reload fetches the new version.';

/** Shown where a code-split part failed to download; a reload fetches index.html and the current file names again. */
export function LoadFailed({ className }: { className?: string }) {
  return (
    <Alert tone="error" title={LOAD_FAILED_TITLE} className={className}>
      <p>{LOAD_FAILED_TEXT}</p>
      <Button className="mt-3" variant="outline" size="sm" icon={<RefreshCw className="size-4" aria-hidden="true" />} onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Alert>
  );
}
