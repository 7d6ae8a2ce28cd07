import { COACH_STOPPED_NOTE, coachErrorText, type CoachMessage, type CoachStreamEngine } from '@rehearse/contract/coach';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { askCoach, CoachAskError } from './api/ask-coach.ts';
import { coachHistoryQuery, getCoachHistory, useCoachHistory } from './api/coach-history.ts';
import { COACH_EMPTY_REPLY } from './coach-texts.ts';

/** A message on screen: stored ones, plus the pending reply and errors (never stored). */
export type ChatMessage = CoachMessage & { pending?: boolean; failed?: boolean };

const SOURCE_OF_ENGINE: Record<CoachStreamEngine['engine'], CoachMessage['source']> = { 'built-in': 'built-in', 'local-model': 'local-model', 'hosted-model': 'hosted-model' };

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** How long a stopped answer's page waits for the server to have stored it, before showing it as it was stopped. */
const STOPPED_STORE_WAIT_MS = 3000;

/**
 * The coach conversation shared by the page and the widget (one query cache): history, the
 * streamed pending reply (with the engine writing it), the user's stop, and errors shown in the chat with the coach's
 * fixed error texts.
 */
export function useCoachChat() {
  const queryClient = useQueryClient();
  const history = useCoachHistory();
  const [local, setLocal] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [authLost, setAuthLost] = useState(false);
  const answering = useRef<AbortController | null>(null);

  /** After a stop the server stores the answer as far as it got: show the stored exchange once it is there. */
  const takeStoredStop = useCallback(
    async (question: string, ids: readonly string[]) => {
      const until = Date.now() + STOPPED_STORE_WAIT_MS;
      while (Date.now() < until) {
        const stored = await getCoachHistory().catch(() => null);
        const last = stored?.at(-2);
        if (stored && last?.type === 'user' && last.content === question && stored.at(-1)?.type === 'bot') {
          queryClient.setQueryData(coachHistoryQuery().queryKey, stored);
          setLocal((m) => m.filter((x) => !ids.includes(x.id)));
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    [queryClient],
  );

  const send = useCallback(
    async (raw: string) => {
      const question = raw.trim();
      if (!question || waiting) return;
      const now = new Date().toISOString();
      const mine: ChatMessage = { id: `local-${now}`, type: 'user', content: question, timestamp: now, source: null };
      const reply: ChatMessage = { id: `pending-${now}`, type: 'bot', content: '', timestamp: now, source: null, pending: true };
      const update = (change: (x: ChatMessage) => ChatMessage) => setLocal((m) => m.map((x) => (x.id === reply.id ? change(x) : x)));
      setLocal((m) => [...m, mine, reply]);
      setWaiting(true);
      const controller = new AbortController();
      answering.current = controller;
      try {
        const done = await askCoach(
          question,
          (text) => update((x) => ({ ...x, content: x.content + text })),
          controller.signal,
          // A new engine starts the answer over (the built-in coach taking over from a failed model).
          (engine) => update((x) => ({ ...x, content: '', source: SOURCE_OF_ENGINE[engine.engine] })),
        );
        const answer = done.answer_message.content.trim() ? done.answer_message : { ...done.answer_message, content: COACH_EMPTY_REPLY };
        // Local copies take the stored ids first, so no render shows an exchange twice.
        setLocal((m) => m.map((x) => (x.id === mine.id ? done.question_message : x.id === reply.id ? answer : x)));
        queryClient.setQueryData(coachHistoryQuery().queryKey, (old: CoachMessage[] | undefined) => [...(old ?? []), done.question_message, answer]);
        setLocal((m) => m.filter((x) => x.id !== done.question_message.id && x.id !== answer.id));
      } catch (error) {
        if (isAbort(error)) {
          update((x) => ({ ...x, pending: false, content: `${x.content.trim()}\n\n${COACH_STOPPED_NOTE}`.trim() }));
          void takeStoredStop(question, [mine.id, reply.id]);
          return;
        }
        const message = error instanceof Error ? error.message : 'Failed to get response from coach';
        if (error instanceof CoachAskError && error.status === 401) setAuthLost(true);
        update((x) => ({ ...x, pending: false, failed: true, content: coachErrorText(message), timestamp: new Date().toISOString() }));
      } finally {
        answering.current = null;
        setWaiting(false);
      }
    },
    [queryClient, waiting, takeStoredStop],
  );

  /** Stops the answer being written; what was written stays. */
  const stop = useCallback(() => answering.current?.abort(), []);

  const stored = history.data ?? [];
  const storedIds = new Set(stored.map((m) => m.id));
  const messages: ChatMessage[] = [...stored, ...local.filter((m) => !storedIds.has(m.id))];
  return { messages, send, stop, waiting, authLost, historyLoading: history.isPending, historyError: history.error, clearLocal: () => setLocal([]) };
}
