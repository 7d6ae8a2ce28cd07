import { POSTING_QUESTIONS_POLL_MS, POSTING_QUESTIONS_READY, type MockPostingQuestionsResponse } from '@rehearse/contract/mock-posting-questions';
import { useEffect, useRef, type Dispatch } from 'react';
import { notify } from '../../lib/toast.ts';
import { takeUpPostingQuestions } from './api/take-up-posting-questions.ts';
import type { Interview, MockFlowAction } from './interview-state.ts';

/**
 * The question the server must keep everything up to: the one on screen and the next, which the spoken interviewer
 * may already be saying or have made ready, so a question the user is about to hear never changes under them.
 */
export function keptThrough(index: number, questionCount: number): number {
  return Math.max(0, Math.min(index + 1, questionCount - 1));
}

/**
 * While the model still writes the questions for the posting of interview `followed` (its start could not wait for
 * them), asks the server every few seconds to take them up; once it has, the interview's questions are the server's —
 * the recorder reads them from here, and a spoken conversation begun after reads them at its start — and the user is
 * told once. `interview` null holds the asking (a running conversation keeps the list it began with, so its
 * questions never change under it); it stops when the server has nothing to wait for.
 */
export function usePostingQuestions(
  followed: string | null,
  interview: Interview | null,
  dispatch: Dispatch<MockFlowAction>,
  ask: (sessionId: string, currentIndex: number) => Promise<MockPostingQuestionsResponse> = takeUpPostingQuestions,
  everyMs: number = POSTING_QUESTIONS_POLL_MS,
): void {
  const latest = useRef(interview);
  useEffect(() => {
    latest.current = interview;
  }, [interview]);

  const following = interview?.sessionId === followed ? followed : null;
  useEffect(() => {
    if (!following) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const now = latest.current;
      if (stopped || !now) return;
      try {
        const answer = await ask(following, keptThrough(now.index, now.questions.length));
        if (stopped) return;
        if (answer.state === 'taken-up') {
          const current = latest.current ?? now;
          dispatch({ type: 'questions-replaced', questions: answer.questions, answers: { ...current.answers, ...answer.answers }, index: current.index });
          notify.info(POSTING_QUESTIONS_READY);
          return;
        }
        if (answer.state === 'none') return;
      } catch (error) {
        // The interview goes on from the bank meanwhile; the next round asks again.
        console.warn(error);
      }
      timer = setTimeout(() => void tick(), everyMs);
    };
    timer = setTimeout(() => void tick(), everyMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [following, dispatch, ask, everyMs]);
}
