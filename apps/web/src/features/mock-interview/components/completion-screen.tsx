import { STAGE_LABELS, STATUS_LABELS } from '../../../lib/analysis-status-labels.ts';
import { MOCK_TEXTS } from '@rehearse/contract/mock-constants';
import type { MockQuestion, MockSessionResponse, MockSummary } from '@rehearse/contract/mock-interview';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="text-lg font-semibold text-slate-900">{value}</p>
    </div>
  );
}

/** 'Mock Interview Complete!': the summary, start and end times, each answer's analysis, then the report link. */
export function CompletionScreen({
  summary,
  questions,
  live,
  analysisSessionId,
  onPracticeAgain,
}: {
  summary: MockSummary;
  questions: MockQuestion[];
  live: MockSessionResponse['data'] | null;
  analysisSessionId: string;
  onPracticeAgain: () => void;
}) {
  const report = live?.analysis ?? null;
  const done = report?.status === 'completed';
  return (
    <Card className="mx-auto max-w-3xl p-6">
      <div className="flex items-center gap-2 text-emerald-700">
        <CheckCircle2 className="size-6" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{MOCK_TEXTS.completeTitle}</h1>
      </div>
      <h2 className="mt-5 text-sm font-semibold text-slate-900">{MOCK_TEXTS.sessionSummary}</h2>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Stat label={MOCK_TEXTS.completionRate} value={`${summary.completion_rate}%`} />
        <Stat label={MOCK_TEXTS.questionsCompleted} value={`${summary.completed_questions}/${questions.length}`} />
        <Stat label={MOCK_TEXTS.questionsSkipped} value={String(summary.skipped_questions)} />
        <Stat label={MOCK_TEXTS.totalDuration} value={`${summary.total_duration}s`} />
        <Stat label={MOCK_TEXTS.averageDuration} value={`${summary.average_duration}s`} />
      </div>
      <h2 className="mt-5 text-sm font-semibold text-slate-900">{MOCK_TEXTS.timeAnalysis}</h2>
      <dl className="mt-1 grid grid-cols-2 gap-2 text-sm text-slate-700">
        <div>
          <dt className="text-xs text-slate-500">{MOCK_TEXTS.started}</dt>
          <dd>{new Date(summary.created_at).toLocaleString()}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{MOCK_TEXTS.completed}</dt>
          <dd>{new Date(summary.completed_at).toLocaleString()}</dd>
        </div>
      </dl>

      <h2 className="mt-5 text-sm font-semibold text-slate-900">Analysis of your answers</h2>
      <ul className="mt-2 space-y-1 text-sm" aria-live="polite">
        {questions.map((q, i) => {
          const answer = live?.answers[q.key];
          const analysis = answer?.analysis;
          const text = !answer || answer.skipped ? MOCK_TEXTS.skipped : analysis ? `${STATUS_LABELS[analysis.status]}${analysis.status === 'processing' ? ` ${analysis.progress}%` : ''}` : STAGE_LABELS.queued;
          return (
            <li key={q.key} className="flex justify-between gap-3 border-b border-slate-100 py-1" data-testid="answer-analysis">
              <span className="truncate text-slate-700">
                Q{i + 1}. {q.text}
              </span>
              <span className="shrink-0 font-medium text-slate-600">{text}</span>
            </li>
          );
        })}
      </ul>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        {done ? (
          <Link to={`/analysis/${encodeURIComponent(analysisSessionId)}`} className={buttonClasses('primary')}>
            Open the report
          </Link>
        ) : (
          <span className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" label="" /> Preparing your report{report ? ` (${report.progress}%)` : ''}…
          </span>
        )}
        <Button variant="outline" onClick={onPracticeAgain}>
          {MOCK_TEXTS.practiceAgain}
        </Button>
      </div>
    </Card>
  );
}
