import { MOCK_SESSION_STORAGE_KEY, MOCK_TEXTS, MOCK_TOASTS, MOCK_UPLOAD_ATTEMPTS, questionOfText } from '@rehearse/contract/mock-constants';
import type { MockAnswers, MockFinishResponse, MockQuestion, MockSessionResponse } from '@rehearse/contract/mock-interview';
import { ArrowLeft, Camera, Circle, Square } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { notify } from '../../lib/toast.ts';
import { finishMockSession } from './api/finish-mock-session.ts';
import { getMockSession } from './api/get-mock-session.ts';
import { MockCallError } from './api/mock-request.ts';
import { saveAnswer } from './api/save-answer.ts';
import { startMockSession } from './api/start-mock-session.ts';
import { updateProgress } from './api/update-progress.ts';
import { presignRecording, uploadRecording } from './api/upload-recording.ts';
import { CameraPreview } from './components/camera-preview.tsx';
import { CompletionScreen } from './components/completion-screen.tsx';
import { CountdownRing } from './components/countdown-ring.tsx';
import { DeviceCheck } from './components/device-check.tsx';
import { MicMeter } from './components/mic-meter.tsx';
import { ProgressSummary } from './components/progress-summary.tsx';
import { QuestionCard } from './components/question-card.tsx';
import { TipsPanel } from './components/tips-panel.tsx';
import { recordingBlocker, recordingExtension } from './recording-rules.ts';
import { withRetries } from './save-with-retries.ts';
import { useAnswerRecorder, type FinishedRecording } from './use-answer-recorder.ts';
import { useMediaDevices } from './use-media-devices.ts';

type Phase = 'loading' | 'check' | 'interview' | 'complete';

interface Interview {
  sessionId: string;
  questions: MockQuestion[];
  answers: MockAnswers;
  index: number;
}

/** A recording whose upload failed: kept so it can be retried without recording again. */
interface PendingSave {
  questionKey: string;
  recording: FinishedRecording;
  notes: string;
}

const ANALYSIS_POLL_MS = 2000;

function failure(toast: string, error: unknown): string {
  const reason = error instanceof MockCallError ? error.reason : null;
  return reason ? `${toast}: ${reason}` : toast;
}

/** /mock-interview: ten recorded behavioural questions, each analysed as it is saved (issue 7). */
export function MockInterviewPage() {
  const devices = useMediaDevices();
  const [phase, setPhase] = useState<Phase>('loading');
  const [resumable, setResumable] = useState(false);
  const [starting, setStarting] = useState(false);
  const [interview, setInterview] = useState<Interview | null>(null);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<PendingSave | null>(null);
  const [showTips, setShowTips] = useState(true);
  const [finishing, setFinishing] = useState(false);
  const [finished, setFinished] = useState<MockFinishResponse | null>(null);
  const [live, setLive] = useState<MockSessionResponse['data'] | null>(null);
  const interviewRef = useRef(interview);
  interviewRef.current = interview;

  // Resume: a stored session id that no longer answers (or is finished) is forgotten.
  useEffect(() => {
    let cancelled = false;
    const stored = sessionStorage.getItem(MOCK_SESSION_STORAGE_KEY);
    const check = stored
      ? getMockSession(stored).then(
          (s) => s.data.session.status === 'active',
          () => false,
        )
      : Promise.resolve(false);
    void check.then((active) => {
      if (cancelled) return;
      if (!active) sessionStorage.removeItem(MOCK_SESSION_STORAGE_KEY);
      setResumable(active);
      setPhase('check');
      void devices.open();
    });
    return () => {
      cancelled = true;
    };
  }, [devices.open]);

  const begin = useCallback(async () => {
    setStarting(true);
    try {
      const started = await startMockSession();
      sessionStorage.setItem(MOCK_SESSION_STORAGE_KEY, started.session_id);
      setInterview({ sessionId: started.session_id, questions: started.questions, answers: started.answers, index: started.current_index });
      setNotes('');
      setPhase('interview');
      notify.success(started.resumed ? MOCK_TOASTS.resumed : MOCK_TOASTS.started);
    } catch (error) {
      notify.error(failure(MOCK_TOASTS.startFailed, error));
    } finally {
      setStarting(false);
    }
  }, []);

  const store = useCallback(
    async (save: PendingSave) => {
      const current = interviewRef.current;
      if (!current) return;
      setSaving(true);
      try {
        const extension = recordingExtension(save.recording.mimeType);
        let link;
        try {
          link = await presignRecording(current.sessionId, save.questionKey, extension, save.recording.blob.size);
        } catch (error) {
          notify.error(MOCK_TOASTS.uploadUrlFailed);
          throw error;
        }
        const signed = link;
        await withRetries(() => uploadRecording(signed, save.recording.blob, extension), MOCK_UPLOAD_ATTEMPTS, 1000);
        const saved = await saveAnswer({
          session_id: current.sessionId,
          question_key: save.questionKey,
          skipped: false,
          duration_sec: save.recording.seconds,
          notes: save.notes,
          media_url: signed.s3_key,
        });
        setInterview((i) => (i ? { ...i, answers: { ...i.answers, [save.questionKey]: saved.answer } } : i));
        setPending(null);
        notify.success(MOCK_TOASTS.saved);
      } catch (error) {
        setPending(save);
        notify.error(failure(MOCK_TOASTS.saveFailed, error));
      } finally {
        setSaving(false);
      }
    },
    [],
  );

  const recorder = useAnswerRecorder((recording) => {
    const current = interviewRef.current;
    const question = current?.questions[current.index];
    if (!question) return;
    if (recording.autoStopped) notify.info(MOCK_TOASTS.autoStopped);
    const save = { questionKey: question.key, recording, notes };
    // After a save attempt the notes are cleared and the camera and microphone released.
    setNotes('');
    devices.release();
    void store(save);
  });

  const startRecording = async () => {
    try {
      const stream = devices.stream ?? (await devices.open());
      const ready = Boolean(stream?.getVideoTracks().some((t) => t.readyState === 'live'));
      const blocker = recordingBlocker({ sessionId: interview?.sessionId ?? null, stream, ready });
      if (blocker || !stream) {
        notify.error(blocker ?? MOCK_TOASTS.mediaAccessFailed);
        return;
      }
      setPending(null);
      recorder.start(stream);
    } catch {
      notify.error(MOCK_TOASTS.recordingFailed);
    }
  };

  const advance = async () => {
    if (!interview) return;
    const next = interview.index + 1;
    if (next >= interview.questions.length) {
      await finish();
      return;
    }
    try {
      await updateProgress(interview.sessionId, next);
    } catch (error) {
      // A failed progress update is only logged; the user still moves on.
      console.warn(error);
    }
    setInterview({ ...interview, index: next });
    setPending(null);
    recorder.reset();
    void devices.open();
  };

  const skip = async () => {
    if (!interview) return;
    const question = interview.questions[interview.index];
    if (!question) return;
    try {
      const saved = await saveAnswer({ session_id: interview.sessionId, question_key: question.key, skipped: true, notes });
      setInterview({ ...interview, answers: { ...interview.answers, [question.key]: saved.answer } });
      setNotes('');
      notify.success(MOCK_TOASTS.skipped);
      await advance();
    } catch (error) {
      notify.error(failure(MOCK_TOASTS.skipFailed, error));
    }
  };

  const finish = async () => {
    if (!interview) return;
    setFinishing(true);
    try {
      const done = await finishMockSession(interview.sessionId);
      sessionStorage.removeItem(MOCK_SESSION_STORAGE_KEY);
      devices.release();
      setFinished(done);
      setPhase('complete');
      notify.success(MOCK_TOASTS.completed);
    } catch (error) {
      notify.error(failure(MOCK_TOASTS.finishFailed, error));
    } finally {
      setFinishing(false);
    }
  };

  const practiceAgain = async () => {
    setInterview(null);
    setFinished(null);
    setLive(null);
    setNotes('');
    setPending(null);
    recorder.reset();
    await devices.open();
    await begin();
  };

  // Completion screen: follow each answer's analysis until the report is ready.
  useEffect(() => {
    if (phase !== 'complete' || !interview) return;
    let stopped = false;
    const poll = async () => {
      try {
        const s = await getMockSession(interview.sessionId);
        if (stopped) return;
        setLive(s.data);
        const status = s.data.analysis?.status;
        if (status === 'completed' || status === 'failed') return;
      } catch {
        // Try again on the next tick.
      }
      if (!stopped) window.setTimeout(() => void poll(), ANALYSIS_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [phase, interview]);

  if (phase === 'loading') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600">
        <Spinner /> {MOCK_TEXTS.loading}
      </div>
    );
  }

  if (phase === 'check' || !interview) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <DeviceCheck devices={devices} onContinue={() => void begin()} busy={starting} continueLabel={resumable ? 'Resume interview' : 'Start interview'} />
      </div>
    );
  }

  if (phase === 'complete' && finished) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <CompletionScreen summary={finished.summary} questions={interview.questions} live={live} analysisSessionId={finished.analysis_session_id} onPracticeAgain={() => void practiceAgain()} />
      </div>
    );
  }

  const total = interview.questions.length;
  const question = interview.questions[interview.index];
  if (!question) return null;
  const busy = recorder.recording || saving;
  const isLast = interview.index === total - 1;
  const answered = interview.answers[question.key];

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
        <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={interview.index + 1}>
          <div className="h-full bg-indigo-600 transition-all" style={{ width: `${((interview.index + 1) / total) * 100}%` }} />
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-[1fr_320px]">
        <div className="space-y-4">
          <QuestionCard question={question} index={interview.index} total={total} />
          <Card className="p-4">
            <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-center">
              <CameraPreview stream={devices.stream} />
              <CountdownRing seconds={recorder.seconds} />
            </div>
            {devices.error && (
              <Alert tone="error" className="mt-3">
                {devices.error}
              </Alert>
            )}
            <div className="mt-4 flex flex-wrap items-center gap-3">
              {recorder.recording ? (
                <Button variant="danger" onClick={recorder.stop} icon={<Square className="size-4" aria-hidden="true" />}>
                  {MOCK_TEXTS.stopRecording}
                </Button>
              ) : (
                <Button onClick={() => void startRecording()} disabled={saving} icon={<Circle className="size-4" aria-hidden="true" />}>
                  {MOCK_TEXTS.startRecording}
                </Button>
              )}
              {recorder.recording && <MicMeter level={devices.level} />}
              {saving && (
                <span className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner size="sm" label="" /> Saving recording…
                </span>
              )}
              {answered && !answered.skipped && !saving && !recorder.recording && <span className="text-sm text-emerald-700">Answer saved ({Math.round(answered.duration_sec ?? 0)}s)</span>}
              {pending && !saving && (
                <Button variant="outline" onClick={() => void store(pending)}>
                  Retry upload
                </Button>
              )}
            </div>
            <div className="mt-4">
              <Textarea id="mock-notes" label={MOCK_TEXTS.notesLabel} value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} />
            </div>
            <div className="mt-4 flex justify-between gap-3">
              <Button variant="outline" onClick={() => void skip()} disabled={busy}>
                {MOCK_TEXTS.skip}
              </Button>
              <Button onClick={() => void advance()} disabled={busy} loading={finishing}>
                {isLast ? MOCK_TEXTS.finish : MOCK_TEXTS.next}
              </Button>
            </div>
          </Card>
        </div>
        <aside className="space-y-4">
          <ProgressSummary questions={interview.questions} answers={interview.answers} currentIndex={interview.index} />
          {showTips && <TipsPanel />}
        </aside>
      </div>
    </div>
  );
}
