import { MOCK_FLOW_TEXTS } from '../../../components/mock-report/mock-flow-texts.ts';
import { MOCK_TEXTS } from '../mock-texts.ts';
import type { MockAnswers, MockQuestion, MockSummary } from '@rehearse/contract/mock-interview';
import { formatRatioPercent, NOT_MEASURED } from '@rehearse/contract/number-format';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { OverallScoreHeadline } from '../../../components/ui/overall-score-headline.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { analysisBySessionQuery } from '../../../lib/analysis-result/get-analysis-by-session.ts';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { scoreBreakdown } from '../../../lib/analysis-result/score-breakdown.ts';
import { useFollowMockSession } from '../api/follow-mock-session.ts';
import { answerStatusText } from '../answer-status-text.ts';
import { mockQuestionsOf } from '../../../lib/mock-questions-of.ts';
import { MOCK_SCREEN_TEXTS } from '../mock-screen-texts.ts';
import { ConversationTranscript } from '../conversation/conversation-transcript.tsx';
import { answerRecordings } from '../conversation/turn-recordings.ts';
import { questionPosition } from '../conversation/question-position.ts';
import { answerKinds, durationFigure } from '../duration-figure.ts';
import { formatLocalDateTime } from '../../../lib/local-date.ts';

function Stat({ label, value, note = null }: { label: string; value: string; note?: string | null }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <p className="text-xs text-slate-500">{label}</p>
      <p className={value === NOT_MEASURED ? 'text-sm font-semibold text-slate-600 italic' : 'text-lg font-semibold text-slate-900'}>{value}</p>
      {note && <p className="mt-0.5 text-xs text-slate-600">{note}</p>}
    </div>
  );
}

/** 'Mock Interview Complete!': the summary, start and end times, each answer's score as its analysis ends, then the report link. */
export function CompletionScreen({
  sessionId,
  summary,
  questions,
  answers,
  analysisSessionId,
  onPracticeAgain,
}: {
  sessionId: string;
  summary: MockSummary;
  questions: MockQuestion[];
  answers: MockAnswers;
  analysisSessionId: string;
  onPracticeAgain: () => void;
}) {
  const { session: live, stalled } = useFollowMockSession(sessionId);
  const report = live?.analysis ?? null;
  const done = report?.status === 'completed';
  const detail = useQuery({ ...analysisBySessionQuery(analysisSessionId), enabled: done });
  const results = detail.data?.results ?? null;
  const reportQuestions = mockQuestionsOf(results);
  const answered = reportQuestions?.filter((q) => !q.skipped && q.score !== null).length ?? 0;
  const shownAnswers = live?.answers ?? answers;
  // The server gives the same score in both places (answer-score.ts); once the report is here its entry is read, so the two screens cannot differ.
  const reportScore = (key: string) => reportQuestions?.find((q) => q.question_key === key)?.score;
  const kinds = answerKinds(shownAnswers);
  const ownQuestions = questions.filter((q) => q.follow_up_of === null).length;
  // A follow-up is listed beside its question, under its number: 'Q1 follow-up.'
  const questionLabel = (key: string) => {
    const at = questionPosition(questions, key);
    return at ? `Q${at.question}${at.followUp ? ` ${MOCK_FLOW_TEXTS.followUp.toLowerCase()}` : ''}.` : '';
  };
  const total = durationFigure(summary.total_duration, kinds);
  const average = durationFigure(summary.average_duration, kinds);
  // The interview's controls are gone: focus moves to the new view's heading, not to the page's body.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="mx-auto max-w-3xl p-6">
      <div className="flex items-center gap-2 text-emerald-700">
        <CheckCircle2 className="size-6" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {MOCK_TEXTS.completeTitle}
        </h1>
      </div>
      {results && <OverallScoreHeadline breakdown={scoreBreakdown(results, answered, overallMakeupOf(results))} className="mt-5" />}
      <h2 className="mt-5 text-sm font-semibold text-slate-900">{MOCK_TEXTS.sessionSummary}</h2>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Stat label={MOCK_TEXTS.completionRate} value={formatRatioPercent(summary.completion_rate)} />
        <Stat label={MOCK_TEXTS.questionsCompleted} value={`${summary.completed_questions}/${summary.total_questions ?? ownQuestions}`} />
        <Stat label={MOCK_TEXTS.questionsSkipped} value={String(summary.skipped_questions)} />
        {(summary.not_asked_questions ?? 0) > 0 && <Stat label={MOCK_FLOW_TEXTS.notAsked} value={String(summary.not_asked_questions)} />}
        <Stat label={MOCK_TEXTS.totalDuration} value={total.value} note={total.note} />
        <Stat label={MOCK_TEXTS.averageDuration} value={average.value} note={average.note} />
      </div>
      <h2 className="mt-5 text-sm font-semibold text-slate-900">{MOCK_TEXTS.timeAnalysis}</h2>
      <dl className="mt-1 grid grid-cols-2 gap-2 text-sm text-slate-700">
        <div>
          <dt className="text-xs text-slate-500">{MOCK_TEXTS.started}</dt>
          <dd>{formatLocalDateTime(summary.created_at)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{MOCK_TEXTS.completed}</dt>
          <dd>{formatLocalDateTime(summary.completed_at)}</dd>
        </div>
      </dl>

      <h2 className="mt-5 text-sm font-semibold text-slate-900">Analysis of your answers</h2>
      <ul className="mt-2 space-y-1 text-sm" aria-live="polite">
        {questions.map((q) => (
          <li key={q.key} className="flex justify-between gap-3 border-b border-slate-100 py-1" data-testid="answer-analysis">
            <span className="truncate text-slate-700">
              {questionLabel(q.key)} {q.text}
            </span>
            <span className="shrink-0 font-medium text-slate-600">{answerStatusText(shownAnswers[q.key], reportScore(q.key))}</span>
          </li>
        ))}
      </ul>

      <ConversationTranscript sessionId={sessionId} recordings={answerRecordings(sessionId, shownAnswers)} />

      {stalled && !done && (
        <Alert tone="warning" className="mt-4">
          {MOCK_SCREEN_TEXTS.pollingStopped}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {done ? (
          <Link to={`/analysis/${encodeURIComponent(analysisSessionId)}`} className={buttonClasses('primary')}>
            Open the report
          </Link>
        ) : (
          !stalled && (
            <span className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner size="sm" label="" /> Preparing your report{report ? ` (${report.progress}%)` : ''}…
            </span>
          )
        )}
        <Button variant="outline" onClick={onPracticeAgain}>
          {MOCK_TEXTS.practiceAgain}
        </Button>
      </div>
    </Card>
  );
}
