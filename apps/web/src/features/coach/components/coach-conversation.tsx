import { Bot, Send, Square, Trash2, User } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useClearCoachHistory } from '../api/clear-coach-history.ts';
import type { useCoachChat } from '../use-coach-chat.ts';
import { CoachMarkdown } from './coach-markdown.tsx';
import { COACH_GREETING } from '../coach-texts.ts';

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** Messages shown before 'Show earlier messages': the last three exchanges. */
export const RECENT_MESSAGES_SHOWN = 6;

/** Which engine wrote each answer: 'AI' only on model-written text, and which model (on this server or hosted). */
export const SOURCE_TAG = {
  'built-in': 'built-in coach',
  model: 'AI',
  'local-model': 'AI · local model',
  'hosted-model': 'AI · hosted model',
  fallback: 'built-in coach (AI unavailable)',
} as const;

/** Message list (greeting first, newest at the bottom), 'Coach is thinking...', and the input. */
export function CoachConversation({ chat, compact = false }: { chat: ReturnType<typeof useCoachChat>; compact?: boolean }) {
  const [draft, setDraft] = useState('');
  const [showAll, setShowAll] = useState(false);
  const hidden = showAll ? 0 : Math.max(0, chat.messages.length - RECENT_MESSAGES_SHOWN);
  const clear = useClearCoachHistory();
  const endRef = useRef<HTMLDivElement>(null);
  const last = chat.messages.at(-1);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, last?.content]);

  const submit = () => {
    if (!draft.trim() || chat.waiting) return;
    void chat.send(draft);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };
  const thinking = chat.waiting && last?.pending && !last.content;

  return (
    <div className="flex h-full min-h-0 flex-col">
      {/* Bounded on every screen, so a long history scrolls inside and the input stays in view. */}
      <div
        className={cx(
          'flex-1 space-y-4 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
          compact ? 'max-h-96' : 'max-h-[min(36rem,60vh)] min-h-[18rem]',
        )}
        // A chat log a keyboard can scroll: it scrolls inside itself and may hold no link or button.
        role="log"
        aria-label="Conversation with the coach"
        tabIndex={0}
        aria-live="polite"
        data-testid="coach-messages"
      >
        <Bubble type="bot" time={null}>
          <p className="text-sm">{COACH_GREETING}</p>
        </Bubble>
        {hidden > 0 && (
          <div className="flex justify-center">
            <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
              Show {hidden} earlier {hidden === 1 ? 'message' : 'messages'}
            </Button>
          </div>
        )}
        {chat.messages.slice(hidden).map((m) =>
          m.pending && !m.content ? null : (
            <Bubble key={m.id} type={m.type} time={m.timestamp} failed={m.failed} tag={m.type === 'bot' && m.source ? SOURCE_TAG[m.source] : null}>
              {m.type === 'bot' ? <CoachMarkdown text={m.content} /> : <p className="text-sm whitespace-pre-wrap">{m.content}</p>}
            </Bubble>
          ),
        )}
        {thinking && (
          <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
            <Bot className="size-4 animate-pulse" aria-hidden="true" /> Coach is thinking...
            {last.source && <span className="text-xs text-slate-600"> ({SOURCE_TAG[last.source]})</span>}
          </p>
        )}
        <div ref={endRef} />
      </div>
      <div className="border-t border-slate-100 p-3">
        <div className="flex items-end gap-2">
          <textarea
            aria-label="Ask the coach"
            className="min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none"
            rows={compact ? 2 : 3}
            placeholder="Ask about your interviews… (Enter sends, Shift+Enter adds a line)"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button aria-label="Send" icon={<Send className="size-4" aria-hidden="true" />} disabled={!draft.trim() || chat.waiting} onClick={submit}>
            {compact ? null : 'Send'}
          </Button>
          {chat.waiting && (
            // A real button beside Send while an answer is written: Tab reaches it, Enter or Space stop the answer.
            <Button variant="outline" aria-label="Stop" icon={<Square className="size-4" aria-hidden="true" />} onClick={chat.stop}>
              {compact ? null : 'Stop'}
            </Button>
          )}
        </div>
        {chat.messages.some((m) => !m.id.startsWith('local-') && !m.id.startsWith('pending-')) && (
          <div className="mt-2 flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              loading={clear.isPending}
              disabled={chat.waiting}
              onClick={() => clear.mutate(undefined, { onSuccess: chat.clearLocal })}
            >
              Clear
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function Bubble({ type, time, failed, tag, children }: { type: 'user' | 'bot'; time: string | null; failed?: boolean; tag?: string | null; children: ReactNode }) {
  const mine = type === 'user';
  return (
    <div className={cx('flex gap-2', mine && 'flex-row-reverse')} data-testid={mine ? 'coach-user-message' : 'coach-bot-message'}>
      <span className={cx('mt-1 flex size-7 shrink-0 items-center justify-center rounded-full', mine ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-indigo-600')}>
        {mine ? <User className="size-4" aria-hidden="true" /> : <Bot className="size-4" aria-hidden="true" />}
      </span>
      <div className={cx('max-w-[85%] rounded-2xl px-4 py-2', mine ? 'bg-indigo-600 text-white' : failed ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-800')}>
        {children}
        {(time || tag) && (
          <p className={cx('mt-1 text-xs', mine ? 'text-indigo-100' : 'text-slate-600')}>
            {time && <time dateTime={time}>{timeOf(time)}</time>}
            {tag && <span className="ml-2 rounded bg-white/70 px-1.5 py-0.5 text-[10px] font-medium uppercase tracking-wide text-slate-600">{tag}</span>}
          </p>
        )}
      </div>
    </div>
  );
}
