import { MOCK_TEXTS } from '../mock-texts.ts';
import type { MockAnswer } from '@rehearse/contract/mock-interview';
import { formatDuration } from '@rehearse/contract/number-format';
import { Circle, RotateCcw, Square } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { MOCK_SCREEN_TEXTS } from '../mock-screen-texts.ts';
import type { FaceState } from '../use-face-out-of-frame.ts';
import type { MediaDevicesState } from '../use-media-devices.ts';
import { CameraPreview } from './camera-preview.tsx';
import { CountdownRing } from './countdown-ring.tsx';
import { MicMeter } from './mic-meter.tsx';

/** The 'Still recording' cue waits this long in silence: a pause to think is not a problem. */
export const STILL_RECORDING_AFTER_SECONDS = 20;

/**
 * Recording one answer: the camera, the countdown, Start/Stop, the meter while recording, and the save's
 * outcome. Cues are sparse and never a score: 'your face is out of frame' after 3 s without a face (a face
 * detector that loads only while recording, decision 039), and 'Still recording' after 20 s of silence.
 */
export function RecordingPanel({
  devices,
  face,
  recording,
  seconds,
  targetSeconds,
  saving,
  answer,
  retakesLeft,
  canRetry,
  onStart,
  onStop,
  onRetry,
}: {
  devices: MediaDevicesState;
  /** The face check while recording (`useFaceOutOfFrame`). */
  face: FaceState;
  recording: boolean;
  seconds: number;
  /** The question's target time, shown on the clock beside the limit. */
  targetSeconds?: number;
  saving: boolean;
  answer: MockAnswer | undefined;
  /** Attempts left when the question already has a recorded answer (the next recording is a retake); null otherwise. */
  retakesLeft: number | null;
  canRetry: boolean;
  onStart: () => void;
  onStop: () => void;
  onRetry: () => void;
}) {
  const quiet = recording && Math.min(devices.silentSeconds, seconds) >= STILL_RECORDING_AFTER_SECONDS;
  return (
    <div>
      <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-center" data-face-check={face.check}>
        <CameraPreview stream={devices.stream} />
        <CountdownRing seconds={seconds} targetSeconds={targetSeconds} />
      </div>
      {devices.error && (
        <Alert tone="error" className="mt-3">
          {devices.error}
        </Alert>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {recording ? (
          <Button variant="danger" onClick={onStop} icon={<Square className="size-4" aria-hidden="true" />}>
            {MOCK_TEXTS.stopRecording}
          </Button>
        ) : retakesLeft === null ? (
          <Button onClick={onStart} disabled={saving} icon={<Circle className="size-4" aria-hidden="true" />}>
            {MOCK_TEXTS.startRecording}
          </Button>
        ) : (
          <Button variant="outline" onClick={onStart} disabled={saving || retakesLeft <= 0} icon={<RotateCcw className="size-4" aria-hidden="true" />}>
            {MOCK_SCREEN_TEXTS.retake}
          </Button>
        )}
        {recording && <MicMeter level={devices.level} />}
        {saving && (
          <span className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" label="" /> {MOCK_SCREEN_TEXTS.saving}
          </span>
        )}
        {answer && !answer.skipped && !answer.typed && !saving && !recording && <span className="text-sm text-emerald-700">{MOCK_SCREEN_TEXTS.answerSaved(formatDuration(answer.duration_sec ?? 0))}</span>}
        {answer?.skipped && !saving && !recording && <span className="text-sm text-amber-700">{MOCK_TEXTS.skipped}</span>}
        {canRetry && !saving && (
          <Button variant="outline" onClick={onRetry}>
            {MOCK_SCREEN_TEXTS.retryUpload}
          </Button>
        )}
      </div>
      {retakesLeft !== null && retakesLeft > 0 && !recording && !saving && <p className="mt-2 text-xs text-slate-500">{MOCK_SCREEN_TEXTS.retakeHint(retakesLeft)}</p>}
      <p className="mt-2 min-h-5 text-sm text-slate-600" role="status">
        {recording && face.outOfFrame ? MOCK_SCREEN_TEXTS.faceOutOfFrame : quiet ? MOCK_SCREEN_TEXTS.stillRecording : ''}
      </p>
    </div>
  );
}
