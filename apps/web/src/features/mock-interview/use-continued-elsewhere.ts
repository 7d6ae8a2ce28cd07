import type { MockAnswers, MockSessionResponse } from '@rehearse/contract/mock-interview';
import { useEffect, useState } from 'react';
import { getMockSession } from './api/get-mock-session.ts';

/** What another tab changes when it carries the interview on: which questions have an answer, skipped or which attempt. */
export function answersSignature(answers: MockAnswers): string {
  return Object.entries(answers)
    .map(([key, a]) => `${key}:${a.skipped ? 'skip' : (a.attempt ?? 1)}`)
    .sort()
    .join('|');
}

/** How the interview on screen moved on elsewhere: carried on (answers, a follow-up, opened in another tab) or finished. */
export type ElsewhereChange = 'continued' | 'finished';

/**
 * How the server's copy of the interview moved on without this tab: 'finished', or 'continued' for another question
 * count (a follow-up added) or answers this tab did not save; null when it did not. Analyses finishing are not a change.
 */
export function continuedElsewhere(local: { questionCount: number; signature: string }, server: MockSessionResponse['data']): ElsewhereChange | null {
  if (server.session.status !== 'active') return 'finished';
  return server.questions.length !== local.questionCount || answersSignature(server.answers) !== local.signature ? 'continued' : null;
}

/** The channel the tabs of one browser announce the interview they opened on. */
export const MOCK_TABS_CHANNEL = 'rehearse-mock-interview';

/**
 * Whether the interview on screen was resumed, answered or finished elsewhere: another tab of
 * this browser opening it says so on a BroadcastChannel; on coming back to this tab (focus), the session is read
 * again and compared with what this tab holds (another browser or device). A finish is kept once seen.
 */
export function useContinuedElsewhere(sessionId: string, local: { questionCount: number; answers: MockAnswers }): ElsewhereChange | null {
  const [elsewhere, setElsewhere] = useState<ElsewhereChange | null>(null);
  const signature = answersSignature(local.answers);
  const { questionCount } = local;

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const tab = Math.random().toString(36).slice(2);
    const channel = new BroadcastChannel(MOCK_TABS_CHANNEL);
    channel.onmessage = (event: MessageEvent<{ sessionId?: string; tab?: string }>) => {
      if (event.data?.sessionId === sessionId && event.data.tab !== tab) setElsewhere((seen) => seen ?? 'continued');
    };
    channel.postMessage({ sessionId, tab });
    return () => channel.close();
  }, [sessionId]);

  useEffect(() => {
    let controller: AbortController | null = null;
    const check = () => {
      if (document.visibilityState === 'hidden') return;
      controller?.abort();
      controller = new AbortController();
      getMockSession(sessionId, controller.signal)
        .then((response) => {
          const change = continuedElsewhere({ questionCount, signature }, response.data);
          if (change) setElsewhere((seen) => (seen === 'finished' ? seen : change));
        })
        // A failed check says nothing about other tabs: the next save answers for itself.
        .catch(() => {});
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      controller?.abort();
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [sessionId, questionCount, signature]);

  return elsewhere;
}
