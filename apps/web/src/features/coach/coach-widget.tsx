import { MessageCircle, X } from 'lucide-react';
import { lazy, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { LazyPart } from '../../components/ui/lazy-part.tsx';
import { cx } from '../../lib/class-names.ts';
import { useSessionState } from '../../lib/session.tsx';
import { useLauncherLift } from './use-launcher-lift.ts';

// The panel (conversation, markdown, contract schemas) downloads on first open, not with every page.
const CoachPanel = lazy(async () => ({ default: (await import('./coach-panel.tsx')).CoachPanel }));

/** The floating coach widget: for signed-in users, everywhere but the coach page itself. */
export function CoachWidget() {
  const session = useSessionState();
  const { pathname } = useLocation();
  if (session.status !== 'signed-in' || pathname === '/coach') return null;
  return <OpenableCoach />;
}

function OpenableCoach() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open panel from anywhere inside the widget, and focus goes back to the button that opened it.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  // Closed, the launcher steps aside from the controls under it (a video's menu, the recording timer): it rises
  // above them, or with no room above, it is out of sight until it has the keyboard's focus (still in the Tab order).
  const lift = useLauncherLift(!open);
  return (
    <div
      className={cx(
        'fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 transition-[translate,opacity] motion-reduce:transition-none',
        lift === null && 'pointer-events-none opacity-0 focus-within:pointer-events-auto focus-within:opacity-100',
      )}
      style={lift ? { translate: `0 -${lift}px` } : undefined}
      data-testid="coach-launcher"
      onKeyDown={closeOnEscape}
    >
      {open && (
        <LazyPart loadingLabel="Opening the coach…" loadingClassName="size-14 rounded-2xl bg-white shadow-xl">
          <CoachPanel onClose={() => setOpen(false)} />
        </LazyPart>
      )}
      <button
        ref={toggle}
        type="button"
        aria-label={open ? 'Close coach' : 'Open coach'}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex size-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
      </button>
    </div>
  );
}
