import { MOCK_TEXTS, competencyLabel, questionBadgeText } from '@rehearse/contract/mock-constants';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { Lightbulb } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

export function QuestionCard({ question, index, total }: { question: MockQuestion; index: number; total: number }) {
  const percent = Math.round(((index + 1) / total) * 100);
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-indigo-800">{questionBadgeText(index + 1, total)}</span>
        <span className="text-slate-500">{MOCK_TEXTS.behavioralQuestion}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{competencyLabel(question.competency)}</span>
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">Target: {question.target_time}s</span>
        <span className="ml-auto text-slate-500">{percent}% complete</span>
      </div>
      <h2 className="mt-3 text-lg font-semibold text-slate-900" data-testid="question-text">
        {question.text}
      </h2>
      <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
        <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Pro Tip:</strong> {question.tips}
        </span>
      </p>
    </Card>
  );
}
