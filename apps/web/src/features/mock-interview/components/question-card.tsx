import { competencyLabel } from '@rehearse/contract/mock-constants';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { MOCK_FLOW_TEXTS } from '../../../components/mock-report/mock-flow-texts.ts';
import { QUESTION_TYPE_LABELS, questionBadgeText } from '../mock-texts.ts';
import { FileText, Lightbulb } from 'lucide-react';
import type { Ref } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { MOCK_SCREEN_TEXTS } from '../mock-screen-texts.ts';

/**
 * The question on screen; `percent` is the share of questions answered so far (skips not counted, as in the Completion Rate).
 * `headingRef` lets the screen move focus to the question text when the control that led to it is gone.
 */
export function QuestionCard({ question, index, total, percent, headingRef }: { question: MockQuestion; index: number; total: number; percent: number; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-indigo-800">{questionBadgeText(index + 1, total)}</span>
        <span className="text-slate-500">{QUESTION_TYPE_LABELS[question.type]}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{competencyLabel(question.competency)}</span>
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">Target: {question.target_time}s</span>
        {question.origin === 'follow_up' && <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-white">{MOCK_FLOW_TEXTS.followUp}</span>}
        {question.written_by_ai && <span className="rounded-full bg-violet-100 px-2 py-0.5 text-violet-800">{MOCK_FLOW_TEXTS.writtenByAi}</span>}
        <span className="ml-auto text-slate-500">{MOCK_SCREEN_TEXTS.progressComplete(percent)}</span>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-lg font-semibold text-slate-900 focus:outline-none" data-testid="question-text">
        {question.text}
      </h2>
      {question.targets && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700" data-testid="posting-target">
          <FileText className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            {MOCK_SCREEN_TEXTS.fromPosting(question.targets.line_number)} <q className="italic">{question.targets.line}</q>
          </span>
        </p>
      )}
      <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
        <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Pro Tip:</strong> {question.tips}
        </span>
      </p>
      {question.strong_answer.length > 0 && (
        <details className="mt-3 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-800">{MOCK_SCREEN_TEXTS.strongAnswer}</summary>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {question.strong_answer.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
