import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls sideways in, so that the page itself does not on a phone.
 * It is `relative` because a visually hidden label in a cell (`sr-only` is `position: absolute`) is otherwise placed
 * against the page, outside this box's clipping, and widens the whole page (the admin users table at 390 px).
 * It is a named, focusable region so that a keyboard can scroll it when no cell holds a control (read-only staff).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {children}
    </div>
  );
}
