import { formatDuration } from '@rehearse/contract/number-format';
import { PROGRESS_PREVIEW_CHARS } from '@rehearse/contract/mock-constants';
import type { MockAnswers, MockQuestion } from '@rehearse/contract/mock-interview';
import { MOCK_TEXTS } from '../mock-texts.ts';
import { TYPED_ANSWER_TEXTS } from '../../../lib/typed-answer-texts.ts';
import { Card } from '../../../components/ui/card.tsx';
import { cx } from '../../../lib/class-names.ts';
import { questionState } from '../interview-progress.ts';

const STATE_CLASSES = {
  current: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  answered: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  skipped: 'border-amber-200 bg-amber-50 text-amber-900',
  pending: 'border-slate-200 bg-white text-slate-500',
  'not-asked': 'border-slate-200 bg-slate-50 text-slate-500',
} as const;

/** Each question's first 40 characters, coloured by state, with its duration, 'Skipped' or 'Typed'. */
export function ProgressSummary({ questions, answers, currentIndex }: { questions: MockQuestion[]; answers: MockAnswers; currentIndex: number }) {
  return (
    <Card className="p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{MOCK_TEXTS.progressSummary}</h2>
      <ol className="space-y-1.5">
        {questions.map((q, i) => {
          const answer = answers[q.key];
          const state = questionState(i, currentIndex, answer);
          return (
            <li key={q.key} className={cx('flex items-center justify-between gap-2 rounded-lg border px-2 py-1 text-xs', STATE_CLASSES[state])} data-state={state}>
              <span className="truncate">
                {i + 1}. {q.text.slice(0, PROGRESS_PREVIEW_CHARS)}
                {q.text.length > PROGRESS_PREVIEW_CHARS ? '…' : ''}
              </span>
              <span className="shrink-0 font-medium">{answer ? (answer.skipped ? MOCK_TEXTS.skipped : answer.typed ? TYPED_ANSWER_TEXTS.progress : formatDuration(answer.duration_sec ?? 0)) : ''}</span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
