import type { InterviewOpening, InterviewQuestion, TimeRange } from '@rehearse/contract/analysis-result';
import { INTERVIEW_OPENING_TITLE, noAnswerText } from '@rehearse/contract/interview-question-texts';
import { formatDelay, formatDuration, formatWpm, orNotMeasured } from '@rehearse/contract/number-format';
import { MessagesSquare } from 'lucide-react';
import { AnswerContentCard } from '../../../components/answer-content/answer-content-card.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { formatTimestamp } from '../../../lib/timestamp.ts';
import { answerLengthHint } from '../audio-hints.ts';

interface InterviewQuestionsCardProps {
  questions: InterviewQuestion[];
  /** What you said before the first question, measured apart; absent when you did not speak first. */
  opening?: InterviewOpening | undefined;
  onSeek: (seconds: number) => void;
}

/** The interviewer's questions as heard, each with your answer's own figures; first what you said before them. */
export function InterviewQuestionsCard({ questions, opening, onSeek }: InterviewQuestionsCardProps) {
  return (
    <Card>
      <CardHeader
        title="Question by question"
        icon={<MessagesSquare className="size-5" aria-hidden="true" />}
        description="The interviewer's turns split the recording into questions and your answers."
      />
      <CardBody>
        {opening && (
          <section aria-label={INTERVIEW_OPENING_TITLE} className="mb-5 rounded-xl border border-slate-200 p-4">
            <h3 className="text-sm font-semibold text-slate-900">{INTERVIEW_OPENING_TITLE}</h3>
            <p className="mt-1 text-sm text-slate-700">
              <button type="button" onClick={() => onSeek(opening.span.start)} className="mr-1 font-medium text-indigo-600 hover:underline">
                You at {formatTimestamp(opening.span.start)}:
              </button>
              {opening.transcript ?? 'No transcript is available for this part.'}
            </p>
            <AnswerFigures figures={opening} />
            {opening.content && (
              <div className="mt-3">
                <AnswerContentCard content={opening.content} level={4} onSeek={onSeek} title={`What you said ${INTERVIEW_OPENING_TITLE.toLowerCase()}`} />
              </div>
            )}
          </section>
        )}
        <ol className="space-y-5">
          {questions.map((q, i) => (
            <li key={q.question_span.start} className="rounded-xl border border-slate-200 p-4">
              <h3 className="text-sm font-semibold text-slate-900">Question {i + 1}</h3>
              <button type="button" onClick={() => onSeek(q.question_span.start)} className="mt-1 text-left text-sm text-slate-500 italic hover:underline">
                {formatTimestamp(q.question_span.start)} · {q.question ? `“${q.question}”` : 'The interviewer speaks (no transcript).'}
              </button>
              {q.answer_span ? (
                <>
                  <p className="mt-3 text-sm text-slate-700">
                    <button type="button" onClick={() => onSeek(q.answer_span!.start)} className="mr-1 font-medium text-indigo-600 hover:underline">
                      Your answer at {formatTimestamp(q.answer_span.start)}:
                    </button>
                    {q.transcript ?? 'No transcript is available for this answer.'}
                  </p>
                  <AnswerFigures figures={q} span={q.answer_span} />
                  {q.content && (
                    <div className="mt-3">
                      <AnswerContentCard content={q.content} level={4} onSeek={onSeek} title={`Your answer to question ${i + 1}`} />
                    </div>
                  )}
                </>
              ) : (
                <p className="mt-3 text-sm text-slate-500 italic">{noAnswerText({ last: i === questions.length - 1 })}</p>
              )}
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

/** An answer's own figures; its length with the length verdict and the delay only where there was a question to answer. */
function AnswerFigures({ figures, span }: { figures: Pick<InterviewQuestion, 'word_count' | 'speaking_pace' | 'filler_words'> & { response_delay?: number | null }; span?: TimeRange }) {
  const length = span ? Math.max(0, span.end - span.start) : null;
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 text-xs text-slate-600 sm:grid-cols-4">
      {length !== null && <Figure label="Length" value={formatDuration(length)} hint={answerLengthHint(length)} />}
      <Figure label="Words" value={orNotMeasured(figures.word_count, String)} />
      <Figure label="Pace" value={orNotMeasured(figures.speaking_pace, (wpm) => formatWpm(wpm))} />
      <Figure label="Filler words" value={String(figures.filler_words)} />
      {figures.response_delay !== undefined && (
        <Figure label="Started after" value={orNotMeasured(figures.response_delay, formatDelay)} />
      )}
    </dl>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string | null }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2 py-1">
      <dt>{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
      {hint && <dd className="text-slate-500">{hint}</dd>}
    </div>
  );
}
