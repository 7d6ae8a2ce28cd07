import { MOCK_SERVER_MESSAGES, STAR_TEXTS, competencyLabel } from '@rehearse/contract/mock-constants';
import { STAR_PARTS, type MockAttemptResult, type MockQuestionResult } from '@rehearse/contract/mock-result';
import { formatFrameShare, formatWpm, orNotMeasured } from '@rehearse/contract/number-format';
import { FACE_IN_VIEW_NOTE } from '../../lib/analysis-messages.ts';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { AnswerContentCard } from '../answer-content/answer-content-card.tsx';
import { useVideoSeek } from '../../lib/use-video-seek.ts';
import { Card } from '../ui/card.tsx';
import { ScoreTile } from '../ui/score-tile.tsx';
import { cx } from '../../lib/class-names.ts';
import { answerTranscriptMarks } from '../../lib/filler-segments.ts';
import { MOCK_REPORT_TEXTS } from './mock-report-texts.ts';
import { STAR_PART_LABELS } from '../../lib/star-sentence-text.ts';
import { MOCK_FLOW_TEXTS } from './mock-flow-texts.ts';
import { TYPED_ANSWER_TEXTS } from '../../lib/typed-answer-texts.ts';
import { COUNTED_ATTEMPT_TEXTS } from './counted-attempt-texts.ts';
import { CountAttemptButton } from './count-attempt-button.tsx';
import { mockQuestionPlaces, placeBadge, placeName, type MockQuestionPlace } from '@rehearse/contract/mock-question-places';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="text-sm font-semibold text-slate-900">{value}</p>
      {note && <p className="text-xs text-slate-500">{note}</p>}
    </div>
  );
}

/** The answer's recording, or why there is none to play: deleted after the retention period (or gone when the player tries). */
function AnswerRecording({ url, deleted, name, videoRef }: { url: string | null; deleted: boolean; name: string; videoRef: RefObject<HTMLVideoElement | null> }) {
  const [missing, setMissing] = useState(false);
  if (deleted || (url && missing)) {
    return <p className="flex aspect-video items-center justify-center rounded-lg bg-slate-100 p-4 text-center text-sm text-slate-500">{MOCK_SERVER_MESSAGES.recordingDeleted}</p>;
  }
  if (!url) return null;
  return <video ref={videoRef} src={url} controls preload="metadata" className="aspect-video w-full rounded-lg bg-slate-900" aria-label={MOCK_REPORT_TEXTS.answerRecording(name)} onError={() => setMissing(true)} />;
}

/** How the report lets the user choose the attempt that counts: the report's analysis id (the owner's page only) and the question. */
interface CountChoice {
  reportId: string;
  questionKey: string;
}

/**
 * One attempt's column in the side-by-side comparison of a retaken question: the attempt that counts is labelled so
 * in words; another recorded one offers 'Count this attempt' when the owner's page can choose.
 */
function AttemptColumn({ attempt, name, counts, choice }: { attempt: MockAttemptResult; name: string; counts: boolean; choice: CountChoice | null }) {
  const starParts = STAR_PARTS.filter((part) => attempt.star[part].present).length;
  const countable = !attempt.skipped && attempt.analysis_error === null;
  return (
    <div className={cx('space-y-2 rounded-lg border p-3', counts ? 'border-emerald-400 ring-1 ring-emerald-400' : 'border-slate-200')} data-testid="mock-attempt">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{MOCK_FLOW_TEXTS.attempt(attempt.attempt)}</h4>
        {counts ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900" data-testid="counted-label">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {COUNTED_ATTEMPT_TEXTS.counts}
          </span>
        ) : (
          countable && choice && <CountAttemptButton reportId={choice.reportId} questionKey={choice.questionKey} questionName={name} attempt={attempt.attempt} />
        )}
      </div>
      {attempt.skipped ? (
        <p className="text-sm text-slate-500">{MOCK_REPORT_TEXTS.attemptSkipped}</p>
      ) : attempt.typed ? (
        <p className="text-sm text-sky-900">{TYPED_ANSWER_TEXTS.badge}</p>
      ) : (
        <>
          {attempt.recording_url && <video src={attempt.recording_url} controls preload="metadata" className="aspect-video w-full rounded-lg bg-slate-900" aria-label={MOCK_REPORT_TEXTS.attemptRecording(name, attempt.attempt)} />}
          <div className="grid grid-cols-2 gap-2">
            <ScoreTile label="Score" score={attempt.score} incompleteLabel={attempt.content_note ? MOCK_REPORT_TEXTS.deliveryOnly : null} />
            <Figure label="Pace" value={orNotMeasured(attempt.speaking_pace, formatWpm)} />
            <Figure label="Filler words" value={orNotMeasured(attempt.filler_words, String)} />
            <Figure
              label="STAR parts"
              value={attempt.star_status === 'checked' ? `${starParts} of ${STAR_PARTS.length}` : '—'}
              note={attempt.star_status === 'not_enough_speech' ? MOCK_REPORT_TEXTS.notJudged : undefined}
            />
          </div>
          {attempt.analysis_error && <p className="text-sm text-red-700">{attempt.analysis_error}</p>}
        </>
      )}
    </div>
  );
}

/** An analysed answer whose content was not judged: its score is video and audio alone (decision 050). */
const deliveryOnly = (q: MockQuestionResult): boolean => q.score !== null && !(q.content?.status === 'judged' && q.content.score !== null);

/**
 * A recorded answer with video, audio and content: with one, the overall is the mean of such answers and a
 * delivery-only answer is left out of it; with none, the overall is the mean of them all (`mockOverallMakeup`).
 */
const complete = (q: MockQuestionResult): boolean => !q.typed && !q.skipped && q.score !== null && !deliveryOnly(q);

function QuestionSection({ q, place, reportId, anyComplete }: { q: MockQuestionResult; place: MockQuestionPlace; reportId: string | null; anyComplete: boolean }) {
  const name = placeName(place);
  const notAsked = q.status === 'not_asked';
  const marks = answerTranscriptMarks(q);
  const attempts = q.attempts ?? [];
  const latest = attempts.at(-1)?.attempt ?? 1;
  const counted = { attempt: q.counted_attempt ?? latest, latest, chosen: q.counted_attempt !== undefined };
  const { videoRef, seek } = useVideoSeek();
  return (
    <Card className="p-5" data-testid="mock-question-result">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className={cx('rounded-full px-2 py-0.5 font-medium', place.followUp ? 'bg-indigo-600 text-white' : 'bg-indigo-100 text-indigo-800')}>{placeBadge(place)}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{competencyLabel(q.competency)}</span>
        {q.written_by_ai && <span className="rounded-full bg-violet-100 px-2 py-0.5 text-violet-800">{MOCK_FLOW_TEXTS.writtenByAi}</span>}
        {q.typed && <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-800">{TYPED_ANSWER_TEXTS.badge}</span>}
        {notAsked ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{MOCK_FLOW_TEXTS.notAsked}</span>
        ) : (
          q.skipped && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-800">Skipped</span>
        )}
      </div>
      <h3 className="mt-2 font-semibold text-slate-900">{q.question}</h3>
      {notAsked ? (
        <p className="mt-2 text-sm text-slate-500">{MOCK_REPORT_TEXTS.notAskedNote}</p>
      ) : q.skipped ? (
        <p className="mt-2 text-sm text-slate-500">This question was skipped.</p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {q.typed ? (
            <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900" data-testid="typed-answer-note">
              {TYPED_ANSWER_TEXTS.reportNote}
            </p>
          ) : (
            <div className="space-y-3">
              <AnswerRecording url={q.recording_url} deleted={q.recording_deleted === true} name={name} videoRef={videoRef} />
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <ScoreTile label="Score" score={q.score} incompleteLabel={deliveryOnly(q) ? (anyComplete ? MOCK_REPORT_TEXTS.deliveryOnly : MOCK_REPORT_TEXTS.deliveryOnlyInOverall) : null} />
                <Figure label="Pace" value={orNotMeasured(q.speaking_pace, formatWpm)} />
                <Figure label="Eye contact" value={orNotMeasured(q.eye_contact, formatFrameShare)} note={q.eye_contact === null ? undefined : FACE_IN_VIEW_NOTE} />
                <Figure label="Filler words" value={orNotMeasured(q.filler_words, String)} />
              </div>
              {q.analysis_error && <p className="text-sm text-red-700">{q.analysis_error}</p>}
            </div>
          )}
          <div className="space-y-3">
            <div>
              <h4 className="text-sm font-semibold text-slate-800">{q.typed ? TYPED_ANSWER_TEXTS.textHeading : 'Transcript'}</h4>
              <p className="mt-1 text-sm leading-relaxed text-slate-700" data-testid="mock-transcript">
                {q.transcript
                  ? marks.segments.map((s, i) =>
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
              {marks.heardOnly > 0 && <p className="mt-1 text-xs text-slate-500">{MOCK_REPORT_TEXTS.heardOnlyFillers(marks.heardOnly)}</p>}
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
                        <strong className={cx(found.present ? 'text-slate-900' : 'text-slate-500')}>{STAR_PART_LABELS[part]}:</strong>{' '}
                        {found.present ? <q className="text-slate-700">{found.evidence}</q> : <span className="text-slate-500">{q.star_status === 'checked' ? STAR_TEXTS.missing : '—'}</span>}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
          {q.content && (
            <div className="md:col-span-2">
              <AnswerContentCard content={q.content} level={4} onSeek={q.recording_url && !q.recording_deleted ? seek : undefined} />
            </div>
          )}
        </div>
      )}
      {attempts.length > 1 && (
        <section className="mt-4" aria-label={MOCK_REPORT_TEXTS.attemptsTitle(name)}>
          <h4 className="text-sm font-semibold text-slate-800">{MOCK_REPORT_TEXTS.attemptsCompared}</h4>
          <p className="mt-1 text-xs text-slate-600" data-testid="attempts-note">
            {MOCK_REPORT_TEXTS.attemptsNote(
              counted,
              attempts.flatMap((a) => (!a.skipped && a.analysis_error === null && a.content_note ? [{ attempt: a.attempt, reason: a.content_note }] : [])),
            )}
          </p>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {attempts.map((attempt) => (
              <AttemptColumn
                key={attempt.attempt}
                attempt={attempt}
                name={name}
                counts={attempt.attempt === counted.attempt}
                choice={reportId ? { reportId, questionKey: q.question_key } : null}
              />
            ))}
          </div>
        </section>
      )}
    </Card>
  );
}

/**
 * The per-question part of a mock interview's report; the detail page shows it when `results.questions` exists. With
 * `reportId` (the report's analysis id, on its owner's page) a retaken question's attempts can be chosen to count.
 */
export function MockInterviewReport({ questions, reportId = null }: { questions: readonly MockQuestionResult[]; reportId?: string | null }) {
  const anyComplete = questions.some(complete);
  const places = mockQuestionPlaces(questions);
  return (
    <section className="space-y-4" aria-label="Answers">
      <h2 className="text-lg font-semibold text-slate-900">Your answers</h2>
      {questions.map((q, i) => (
        <QuestionSection key={q.question_key} q={q} place={places[i]!} reportId={reportId} anyComplete={anyComplete} />
      ))}
    </section>
  );
}
