import { coachErrorText, type CoachMessage } from '@rehearse/contract/coach';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { askCoach, CoachAskError } from './api/ask-coach.ts';
import { coachHistoryQuery, useCoachHistory } from './api/coach-history.ts';
import { COACH_EMPTY_REPLY } from './coach-texts.ts';

/** A message on screen: stored ones, plus the pending reply and errors (never stored). */
export type ChatMessage = CoachMessage & { pending?: boolean; failed?: boolean };

/**
 * The coach conversation shared by the page and the widget (one query cache): history, the
 * streamed pending reply, and errors shown in the chat with the coach's fixed error texts.
 */
export function useCoachChat() {
  const queryClient = useQueryClient();
  const history = useCoachHistory();
  const [local, setLocal] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [authLost, setAuthLost] = useState(false);

  const send = useCallback(
    async (raw: string) => {
      const question = raw.trim();
      if (!question || waiting) return;
      const now = new Date().toISOString();
      const mine: ChatMessage = { id: `local-${now}`, type: 'user', content: question, timestamp: now, source: null };
      const reply: ChatMessage = { id: `pending-${now}`, type: 'bot', content: '', timestamp: now, source: null, pending: true };
      setLocal((m) => [...m, mine, reply]);
      setWaiting(true);
      try {
        const done = await askCoach(question, (text) => setLocal((m) => m.map((x) => (x.id === reply.id ? { ...x, content: x.content + text } : x))));
        const answer = done.answer_message.content.trim() ? done.answer_message : { ...done.answer_message, content: COACH_EMPTY_REPLY };
        // Local copies take the stored ids first, so no render shows an exchange twice.
        setLocal((m) => m.map((x) => (x.id === mine.id ? done.question_message : x.id === reply.id ? answer : x)));
        queryClient.setQueryData(coachHistoryQuery().queryKey, (old: CoachMessage[] | undefined) => [...(old ?? []), done.question_message, answer]);
        setLocal((m) => m.filter((x) => x.id !== done.question_message.id && x.id !== answer.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Failed to get response from coach';
        if (error instanceof CoachAskError && error.status === 401) setAuthLost(true);
        setLocal((m) => m.map((x) => (x.id === reply.id ? { ...x, pending: false, failed: true, content: coachErrorText(message), timestamp: new Date().toISOString() } : x)));
      } finally {
        setWaiting(false);
      }
    },
    [queryClient, waiting],
  );

  const stored = history.data ?? [];
  const storedIds = new Set(stored.map((m) => m.id));
  const messages: ChatMessage[] = [...stored, ...local.filter((m) => !storedIds.has(m.id))];
  return { messages, send, waiting, authLost, historyLoading: history.isPending, historyError: history.error, clearLocal: () => setLocal([]) };
}
