import { X } from 'lucide-react';
import { CoachConversation } from './components/coach-conversation.tsx';
import { useCoachChat } from './use-coach-chat.ts';

/** The widget's open panel: the conversation in compact form. Loaded when first opened (it brings markdown). */
export function CoachPanel({ onClose }: { onClose: () => void }) {
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
