import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `/coach?ask=<question>` (the analysis page's 'Ask Coach for Help') asks that question once on
 * arrival, then drops it from the address so a reload or Back does not ask it again.
 */
export function useQuestionFromLink(send: (question: string) => Promise<void>): void {
  const [params, setParams] = useSearchParams();
  const asked = useRef(false);
  const question = params.get('ask')?.trim() ?? '';
  useEffect(() => {
    if (!question || asked.current) return;
    asked.current = true;
    setParams(
      (p) => {
        p.delete('ask');
        return p;
      },
      { replace: true },
    );
    void send(question.slice(0, 2000));
  }, [question, send, setParams]);
}
