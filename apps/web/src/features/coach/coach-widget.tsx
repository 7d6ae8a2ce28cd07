import { MessageCircle, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSessionState } from '../../lib/session.tsx';
import { CoachConversation } from './components/coach-conversation.tsx';
import { useCoachChat } from './use-coach-chat.ts';

/** The floating coach widget: for signed-in users, everywhere but the coach page itself. */
export function CoachWidget() {
  const session = useSessionState();
  const { pathname } = useLocation();
  if (session.status !== 'signed-in' || pathname === '/coach') return null;
  return <OpenableCoach />;
}

function OpenableCoach() {
  const [open, setOpen] = useState(false);
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {open && <CoachPanel onClose={() => setOpen(false)} />}
      <button
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

function CoachPanel({ onClose }: { onClose: () => void }) {
  const chat = useCoachChat();
  return (
    <section aria-label="Interview coach" className="flex w-[22rem] max-w-[calc(100vw-2rem)] flex-col rounded-2xl border border-slate-200 bg-white shadow-xl">
      <header className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">Interview Coach</h2>
        <button type="button" aria-label="Close coach" onClick={onClose} className="rounded p-1 text-slate-500 hover:bg-slate-100">
          <X className="size-4" aria-hidden="true" />
        </button>
      </header>
      <CoachConversation chat={chat} compact />
    </section>
  );
}
