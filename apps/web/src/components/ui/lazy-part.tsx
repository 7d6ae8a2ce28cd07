import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../../lib/chunk-load-error.ts';
import { cx } from '../../lib/class-names.ts';
import { LoadFailed } from './load-failed.tsx';
import { Spinner } from './spinner.tsx';

interface LazyPartProps {
  /** Announced while the part loads (the spinner has role status). */
  loadingLabel: string;
  /** Frames the spinner, e.g. the height the part will take, so the page does not jump when it arrives. */
  loadingClassName?: string;
  children: ReactNode;
}

/**
 * Wraps a `React.lazy` part of a screen: a small spinner while its file downloads, and a reload prompt when the
 * download fails. Any other error is not this boundary's business and goes on to the route's error page.
 */
export function LazyPart({ loadingLabel, loadingClassName, children }: LazyPartProps) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LazyPartLoading label={loadingLabel} className={loadingClassName} />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

/** What a LazyPart shows while it loads; also the stand-in for a part not yet asked for. */
export function LazyPartLoading({ label, className }: { label: string; className?: string | undefined }) {
  return (
    <div className={cx('flex items-center justify-center text-indigo-600', className)}>
      <Spinner label={label} />
    </div>
  );
}

class ChunkErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) console.error('A part of the page failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    // Re-thrown from render, an error that is not a failed download reaches the route's error page as before.
    if (!isChunkLoadError(this.state.error)) throw this.state.error;
    return <LoadFailed className="max-w-md" />;
  }
}
