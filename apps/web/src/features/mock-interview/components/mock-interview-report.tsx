import { MOCK_SERVER_MESSAGES, STAR_TEXTS, competencyLabel } from '@rehearse/contract/mock-constants';
import { STAR_PARTS, type MockQuestionResult } from '@rehearse/contract/mock-result';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { ScoreTile } from '../../../components/ui/score-tile.tsx';
import { cx } from '../../../lib/class-names.ts';
import { fillerSegments } from '../filler-segments.ts';

const PART_LABELS = { situation: 'Situation', task: 'Task', action: 'Action', result: 'Result' } as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="text-sm font-semibold text-slate-900">{value}</p>
    </div>
  );
}

/** The answer's recording, or why there is none to play: deleted after the retention period (or gone when the player tries). */
function AnswerRecording({ url, deleted, number }: { url: string | null; deleted: boolean; number: number }) {
  const [missing, setMissing] = useState(false);
  if (deleted || (url && missing)) {
    return <p className="flex aspect-video items-center justify-center rounded-lg bg-slate-100 p-4 text-center text-sm text-slate-500">{MOCK_SERVER_MESSAGES.recordingDeleted}</p>;
  }
  if (!url) return null;
  return <video src={url} controls preload="metadata" className="aspect-video w-full rounded-lg bg-slate-900" aria-label={`Recording of answer ${number}`} onError={() => setMissing(true)} />;
}

function QuestionSection({ q, number }: { q: MockQuestionResult; number: number }) {
  return (
    <Card className="p-5" data-testid="mock-question-result">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-indigo-100 px-2 py-0.5 font-medium text-indigo-800">Q{number}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{competencyLabel(q.competency)}</span>
        {q.skipped && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-800">Skipped</span>}
      </div>
      <h3 className="mt-2 font-semibold text-slate-900">{q.question}</h3>
      {q.skipped ? (
        <p className="mt-2 text-sm text-slate-500">This question was skipped.</p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <div className="space-y-3">
            <AnswerRecording url={q.recording_url} deleted={q.recording_deleted === true} number={number} />
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <ScoreTile label="Score" score={q.score} decimals={0} />
              <Figure label="Pace" value={q.speaking_pace === null ? '—' : `${Math.round(q.speaking_pace)} WPM`} />
              <Figure label="Eye contact" value={q.eye_contact === null ? '—' : `${Math.round(q.eye_contact * 100)}%`} />
              <Figure label="Filler words" value={q.filler_words === null ? '—' : String(q.filler_words)} />
            </div>
            {q.analysis_error && <p className="text-sm text-red-700">{q.analysis_error}</p>}
          </div>
          <div className="space-y-3">
            <div>
              <h4 className="text-sm font-semibold text-slate-800">Transcript</h4>
              <p className="mt-1 text-sm leading-relaxed text-slate-700" data-testid="mock-transcript">
                {q.transcript
                  ? fillerSegments(q.transcript, q.fillers).map((s, i) =>
                      s.filler ? (
                        <mark key={i} className="rounded bg-amber-200 px-0.5" title="Filler word">
                          {s.text}
                        </mark>
                      ) : (
                        <span key={i}>{s.text}</span>
                      ),
                    )
                  : 'No words were recognised.'}
              </p>
            </div>
            <div>
              <h4 className="text-sm font-semibold text-slate-800">STAR check</h4>
              {q.star_note && <p className="mt-1 text-sm text-slate-500">{q.star_note}</p>}
              <ul className="mt-1 space-y-1.5">
                {STAR_PARTS.map((part) => {
                  const found = q.star[part];
                  return (
                    <li key={part} className="flex items-start gap-2 text-sm">
                      {found.present ? <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" /> : <CircleDashed className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />}
                      <span>
                        <strong className={cx(found.present ? 'text-slate-900' : 'text-slate-500')}>{PART_LABELS[part]}:</strong>{' '}
                        {found.present ? <q className="text-slate-700">{found.evidence}</q> : <span className="text-slate-500">{q.star_status === 'checked' ? STAR_TEXTS.missing : '—'}</span>}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        </div>
      )}
    </Card>
  );
}

/** The per-question part of a mock interview's report; the detail page shows it when `results.questions` exists. */
export function MockInterviewReport({ questions }: { questions: readonly MockQuestionResult[] }) {
  return (
    <section className="space-y-4" aria-label="Answers">
      <h2 className="text-lg font-semibold text-slate-900">Your answers</h2>
      {questions.map((q, i) => (
        <QuestionSection key={q.question_key} q={q} number={i + 1} />
      ))}
    </section>
  );
}
