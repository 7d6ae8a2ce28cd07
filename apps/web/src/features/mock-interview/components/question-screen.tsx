import { MOCK_MAX_ATTEMPTS_PER_QUESTION } from '@rehearse/contract/mock-constants';
import { MOCK_TOASTS } from '../mock-toasts.ts';
import { ArrowLeft, Camera, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { notify } from '../../../lib/toast.ts';
import { useAddFollowUp } from '../api/add-follow-up.ts';
import { useSaveAnswer } from '../api/save-answer.ts';
import { PresignFailed, useStoreRecording } from '../api/store-recording.ts';
import { useUpdateProgress } from '../api/update-progress.ts';
import { useWatchAnswerAnalyses } from '../api/watch-answer-analyses.ts';
import { failureText } from '../failure-text.ts';
import { answeredCount, progressPercent, settledCount } from '../interview-progress.ts';
import { useContinuedElsewhere } from '../use-continued-elsewhere.ts';
import type { Interview, MockFlowAction } from '../interview-state.ts';
import { MOCK_SCREEN_TEXTS } from '../mock-screen-texts.ts';
import { recordingBlocker } from '../recording-rules.ts';
import { useAnswerRecorder, type FinishedRecording } from '../use-answer-recorder.ts';
import { useFaceOutOfFrame } from '../use-face-out-of-frame.ts';
import type { MediaDevicesState } from '../use-media-devices.ts';
import { useQuestionSpeech } from '../use-question-speech.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FollowUpOffer } from './follow-up-offer.tsx';
import { ProgressSummary } from './progress-summary.tsx';
import { QuestionCard } from './question-card.tsx';
import { RecordingPanel } from './recording-panel.tsx';
import { TipsPanel } from './tips-panel.tsx';
import { TypedAnswerPanel } from './typed-answer-panel.tsx';
import { MOCK_TEXTS, questionOfText } from '../mock-texts.ts';

/** A recording whose save failed: kept so it can be retried without recording again. */
interface PendingSave {
  questionKey: string;
  recording: FinishedRecording;
  notes: string;
  retake: boolean;
}

/** The interview phase: one question at a time, recorded, skipped, or left with Next; Finish at any time. */
export function QuestionScreen({
  interview,
  dispatch,
  devices,
  finishing,
  onFinish,
}: {
  interview: Interview;
  dispatch: Dispatch<MockFlowAction>;
  devices: MediaDevicesState;
  finishing: boolean;
  onFinish: () => void;
}) {
  const [notes, setNotes] = useState('');
  const [pending, setPending] = useState<PendingSave | null>(null);
  const [showTips, setShowTips] = useState(true);
  const [asking, setAsking] = useState<'skip' | 'finish' | null>(null);
  const store = useStoreRecording();
  const skipAnswer = useSaveAnswer();
  const progress = useUpdateProgress();
  const followUp = useAddFollowUp();
  const watched = useWatchAnswerAnalyses(interview.sessionId, interview.answers);
  useEffect(() => {
    if (watched.data) dispatch({ type: 'analyses-updated', answers: watched.data.data.answers });
  }, [watched.data, dispatch]);
  const elsewhere = useContinuedElsewhere(interview.sessionId, { questionCount: interview.questions.length, answers: interview.answers });
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const total = interview.questions.length;
  const question = interview.questions[interview.index]!;
  const answer = interview.answers[question.key];
  const isLast = interview.index === total - 1;
  const retaking = answer !== undefined && !answer.skipped;
  const attemptsLeft = retaking ? MOCK_MAX_ATTEMPTS_PER_QUESTION - (answer.attempt ?? 1) : MOCK_MAX_ATTEMPTS_PER_QUESTION;
  const followUpAdded = interview.questions.some((q) => q.follow_up_of === question.key);
  const speech = useQuestionSpeech(question.text);
  // The interview's first view (after Start interview, or back from the conversation) and a follow-up whose button goes
  // away with its offer: focus moves to the question, not to the page's body.
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const focusQuestion = useRef(true);
  useEffect(() => {
    if (!focusQuestion.current) return;
    focusQuestion.current = false;
    questionHeading.current?.focus();
  }, [question.key]);

  const save = (save: PendingSave) => {
    store.mutate(
      { sessionId: interview.sessionId, questionKey: save.questionKey, recording: save.recording, notes: save.notes, retake: save.retake, signal: leaving.current.signal },
      {
        onSuccess: (saved) => {
          dispatch({ type: 'answers-replaced', answers: saved.answers, index: interview.index });
          setPending(null);
          notify.success(MOCK_TOASTS.saved);
        },
        onError: (error) => {
          if (leaving.current.signal.aborted) return;
          setPending(save);
          if (error instanceof PresignFailed) notify.error(MOCK_TOASTS.uploadUrlFailed);
          notify.error(failureText(MOCK_TOASTS.saveFailed, error instanceof PresignFailed ? error.cause : error));
        },
      },
    );
  };

  const recorder = useAnswerRecorder((recording) => {
    if (recording.autoStopped) notify.info(MOCK_TOASTS.autoStopped);
    const toSave = { questionKey: question.key, recording, notes, retake: retaking };
    setNotes('');
    save(toSave);
  });
  const busy = recorder.recording || store.isPending;
  // Looks for a face only while an answer is recorded (the detector loads then, decision 039).
  const face = useFaceOutOfFrame(devices.stream, recorder.recording);

  const startRecording = async () => {
    try {
      const stream = devices.stream ?? (await devices.open());
      const ready = Boolean(stream?.getVideoTracks().some((t) => t.readyState === 'live'));
      const blocker = recordingBlocker({ sessionId: interview.sessionId, stream, ready });
      if (blocker || !stream) {
        notify.error(blocker ?? MOCK_TOASTS.mediaAccessFailed);
        return;
      }
      speech.stop();
      setPending(null);
      recorder.start(stream);
    } catch {
      notify.error(MOCK_TOASTS.recordingFailed);
    }
  };

  const moveOn = () => {
    const next = interview.index + 1;
    if (next >= total) {
      onFinish();
      return;
    }
    progress.mutate({ sessionId: interview.sessionId, index: next });
    dispatch({ type: 'moved', index: next });
    setPending(null);
    setNotes('');
    recorder.reset();
    // The camera stays on between questions; reopen it only if it was lost.
    void devices.open();
  };

  // The skip and the move to the next question are saved in one call: nothing can write back a stale state.
  const skip = () => {
    const nextIndex = interview.index + 1;
    skipAnswer.mutate(
      { session_id: interview.sessionId, question_key: question.key, skipped: true, notes, current_index: isLast ? undefined : nextIndex },
      {
        onSuccess: (saved) => {
          setAsking(null);
          notify.success(MOCK_TOASTS.skipped);
          if (isLast) {
            dispatch({ type: 'answers-replaced', answers: saved.answers, index: interview.index });
            onFinish();
            return;
          }
          dispatch({ type: 'answers-replaced', answers: saved.answers, index: nextIndex });
          setPending(null);
          setNotes('');
          recorder.reset();
        },
        onError: (error) => notify.error(failureText(MOCK_TOASTS.skipFailed, error)),
      },
    );
  };

  const answerFollowUp = () => {
    followUp.mutate(
      { sessionId: interview.sessionId, questionKey: question.key },
      {
        onSuccess: (added) => {
          const asked = added.question;
          // Nothing left to ask (the offer was made on an analysis that a retake replaced).
          if (!asked) return notify.error(MOCK_SCREEN_TEXTS.followUpFailed);
          const index = added.questions.findIndex((q) => q.key === asked.key);
          focusQuestion.current = true;
          dispatch({ type: 'questions-replaced', questions: added.questions, answers: added.answers, index });
          progress.mutate({ sessionId: interview.sessionId, index });
          setPending(null);
          setNotes('');
          recorder.reset();
        },
        onError: (error) => notify.error(failureText(MOCK_SCREEN_TEXTS.followUpFailed, error)),
      },
    );
  };

  const next = () => {
    if (answer) moveOn();
    else setAsking('skip');
  };

  const notAsked = total - settledCount(interview.questions, interview.answers);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <header className="mb-4 flex flex-wrap items-center gap-3">
        <Link to="/dashboard" className="flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden="true" /> Dashboard
        </Link>
        <h1 className="text-lg font-semibold text-slate-900">Mock Interview (beta)</h1>
        <span className="text-sm text-slate-600">{questionOfText(interview.index + 1, total)}</span>
        <span className="ml-auto flex items-center gap-1 text-xs text-slate-600">
          <Camera className="size-4" aria-hidden="true" />
          {devices.stream && devices.ready ? MOCK_TEXTS.cameraReady : MOCK_TEXTS.cameraLoading}
        </span>
        <Button variant="ghost" size="sm" onClick={() => setShowTips((s) => !s)} aria-expanded={showTips}>
          Tips
        </Button>
        <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label="Interview progress" aria-valuemin={0} aria-valuemax={total} aria-valuenow={answeredCount(interview.questions, interview.answers)}>
          <div className="h-full bg-indigo-600 transition-all" style={{ width: `${progressPercent(interview.questions, interview.answers)}%` }} />
        </div>
      </header>

      {elsewhere && (
        <Alert tone="warning" className="mb-4">
          <span>{elsewhere === 'finished' ? MOCK_SCREEN_TEXTS.finishedElsewhere : MOCK_SCREEN_TEXTS.continuedElsewhere}</span>{' '}
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            {MOCK_SCREEN_TEXTS.reload}
          </Button>
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_320px]">
        <div className="space-y-4">
          <QuestionCard question={question} index={interview.index} total={total} percent={progressPercent(interview.questions, interview.answers)} headingRef={questionHeading} />
          {speech.supported && (
            <div className="flex flex-wrap items-center gap-4">
              <Checkbox id="mock-read-aloud" label={MOCK_SCREEN_TEXTS.readAloud} checked={speech.enabled} onChange={(e) => speech.setEnabled(e.target.checked)} />
              <Button variant="ghost" size="sm" onClick={speech.repeat} disabled={recorder.recording} icon={<Volume2 className="size-4" aria-hidden="true" />}>
                {MOCK_SCREEN_TEXTS.repeatQuestion}
              </Button>
            </div>
          )}
          <Card className="p-4">
            <RecordingPanel
              devices={devices}
              face={face}
              recording={recorder.recording}
              seconds={recorder.seconds}
              targetSeconds={question.target_time}
              saving={store.isPending}
              answer={answer}
              retakesLeft={retaking ? attemptsLeft : null}
              canRetry={pending !== null}
              onStart={() => void startRecording()}
              onStop={recorder.stop}
              onRetry={() => pending && save(pending)}
            />
            {answer?.follow_up && !followUpAdded && !busy && (
              <FollowUpOffer suggestion={answer.follow_up} busy={followUp.isPending} onAnswer={answerFollowUp} />
            )}
            <TypedAnswerPanel
              key={question.key}
              sessionId={interview.sessionId}
              questionKey={question.key}
              answer={answer}
              notes={notes}
              disabled={busy}
              onSaved={(saved) => {
                dispatch({ type: 'answers-replaced', answers: saved.answers, index: interview.index });
                setNotes('');
              }}
            />
            <div className="mt-4">
              <Textarea id="mock-notes" label={MOCK_TEXTS.notesLabel} value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} />
            </div>
            <div className="mt-4 flex flex-wrap justify-between gap-3">
              <Button variant="outline" onClick={skip} disabled={busy} loading={skipAnswer.isPending && asking === null}>
                {MOCK_TEXTS.skip}
              </Button>
              {/* The floating coach launcher steps aside for the buttons that move the interview on. */}
              <div className="flex flex-wrap gap-3" data-keep-clear>
                {!isLast && (
                  <Button variant="outline" onClick={() => setAsking('finish')} disabled={busy || finishing}>
                    {MOCK_SCREEN_TEXTS.finishEarly}
                  </Button>
                )}
                <Button onClick={next} disabled={busy} loading={finishing}>
                  {isLast ? MOCK_TEXTS.finish : MOCK_TEXTS.next}
                </Button>
              </div>
            </div>
          </Card>
        </div>
        <aside className="space-y-4">
          <ProgressSummary questions={interview.questions} answers={interview.answers} currentIndex={interview.index} />
          {showTips && <TipsPanel />}
        </aside>
      </div>

      <ConfirmDialog
        open={asking === 'skip'}
        title={MOCK_SCREEN_TEXTS.skipDialogTitle}
        confirmLabel={MOCK_SCREEN_TEXTS.skipDialogConfirm}
        cancelLabel={MOCK_SCREEN_TEXTS.keepGoing}
        busy={skipAnswer.isPending}
        onConfirm={skip}
        onCancel={() => setAsking(null)}
      >
        {MOCK_SCREEN_TEXTS.skipDialogBody}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'finish'}
        title={MOCK_SCREEN_TEXTS.finishDialogTitle}
        confirmLabel={MOCK_SCREEN_TEXTS.finishDialogConfirm}
        cancelLabel={MOCK_SCREEN_TEXTS.keepGoing}
        busy={finishing}
        onConfirm={() => {
          setAsking(null);
          onFinish();
        }}
        onCancel={() => setAsking(null)}
      >
        {MOCK_SCREEN_TEXTS.finishDialogBody(notAsked)}
      </ConfirmDialog>
    </div>
  );
}
