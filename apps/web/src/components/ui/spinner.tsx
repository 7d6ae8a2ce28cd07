import { cx } from '../../lib/class-names.ts';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Announced to screen readers; an empty label makes the spinner decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading…', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cx('animate-spin rounded-full border-current border-r-transparent', sizes[size])}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A centred spinner filling the page area (guards while the session loads). */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-indigo-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}
