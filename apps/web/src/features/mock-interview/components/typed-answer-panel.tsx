import type { MockAnswer, MockAnswerResponse } from '@rehearse/contract/mock-interview';
import { TYPED_ANSWER_MESSAGES } from '@rehearse/contract/mock-typed-answer';
import { TYPED_ANSWER_MAX_CHARS } from '@rehearse/contract/typed-answer';
import { Keyboard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AnswerContentCard } from '../../../components/answer-content/answer-content-card.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { notify } from '../../../lib/toast.ts';
import { useSaveTypedAnswer } from '../api/save-typed-answer.ts';
import { failureText } from '../failure-text.ts';
import { TYPED_ANSWER_TEXTS } from '../../../lib/typed-answer-texts.ts';

/**
 * 'Type your answer instead': a labelled text box with a character counter, saved as the question's answer and judged
 * at once on its content; the question's typed answer then shows its content findings, marked content only.
 */
export function TypedAnswerPanel({
  sessionId,
  questionKey,
  answer,
  notes,
  disabled,
  onSaved,
}: {
  sessionId: string;
  questionKey: string;
  answer: MockAnswer | undefined;
  /** The self-reflection notes, saved with the answer as a recording's are. */
  notes: string;
  /** While an answer is recorded or saved. */
  disabled: boolean;
  onSaved: (saved: MockAnswerResponse) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const save = useSaveTypedAnswer();
  const box = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const focusOpener = useRef(false);
  useEffect(() => {
    if (open) box.current?.focus();
    else if (focusOpener.current) opener.current?.focus();
    focusOpener.current = false;
  }, [open]);
  const close = () => {
    focusOpener.current = true;
    setOpen(false);
  };

  const submit = () => {
    if (text.trim() === '') {
      notify.error(TYPED_ANSWER_MESSAGES.empty);
      return;
    }
    save.mutate(
      { session_id: sessionId, question_key: questionKey, text, notes },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setText('');
          setOpen(false);
          notify.success(TYPED_ANSWER_TEXTS.saved);
        },
        onError: (error) => notify.error(failureText(TYPED_ANSWER_TEXTS.saveFailed, error)),
      },
    );
  };

  const counterId = `typed-answer-${questionKey}-count`;
  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4" data-testid="typed-answer">
      {open ? (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Textarea
            ref={box}
            id={`typed-answer-${questionKey}`}
            label={TYPED_ANSWER_TEXTS.label}
            hint={TYPED_ANSWER_TEXTS.hint}
            value={text}
            maxLength={TYPED_ANSWER_MAX_CHARS}
            rows={8}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') close();
            }}
            aria-describedby={`typed-answer-${questionKey}-hint ${counterId}`}
          />
          <p id={counterId} className="text-right text-xs text-slate-500" data-testid="typed-answer-count">
            {TYPED_ANSWER_TEXTS.counter(text.length)}
          </p>
          {answer && !answer.skipped && <p className="text-xs text-slate-600">{TYPED_ANSWER_TEXTS.replaces}</p>}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={save.isPending} disabled={disabled || text.trim() === ''}>
              {TYPED_ANSWER_TEXTS.save}
            </Button>
            <Button type="button" variant="ghost" onClick={close} disabled={save.isPending}>
              {TYPED_ANSWER_TEXTS.close}
            </Button>
          </div>
        </form>
      ) : (
        <button ref={opener} type="button" className={buttonClasses('outline', 'sm')} onClick={() => setOpen(true)} disabled={disabled}>
          <Keyboard className="size-4" aria-hidden="true" />
          {TYPED_ANSWER_TEXTS.open}
        </button>
      )}
      {answer?.typed && !open && (
        <div className="space-y-2" data-testid="typed-answer-feedback">
          <p className="text-sm text-slate-600">
            <span className="mr-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800">{TYPED_ANSWER_TEXTS.badge}</span>
            {TYPED_ANSWER_TEXTS.reportNote}
          </p>
          <AnswerContentCard content={answer.typed.content} title={TYPED_ANSWER_TEXTS.feedbackTitle} level={2} />
        </div>
      )}
    </div>
  );
}
