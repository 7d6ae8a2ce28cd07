import {
  MOCK_BEEP_SECONDS,
  MOCK_CRITICAL_SECONDS,
  MOCK_MAX_ANSWER_SECONDS,
  MOCK_RECORDING_AUDIO_BITS_PER_SECOND,
  MOCK_RECORDING_VIDEO_BITS_PER_SECOND,
  MOCK_TIMER_TICK_MS,
} from '@rehearse/contract/mock-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { beep } from './beep.ts';
import { pickRecordingMimeType, stoppedClockSeconds } from './recording-rules.ts';

export interface FinishedRecording {
  blob: Blob;
  mimeType: string;
  seconds: number;
  /** True when the 90 s limit stopped it. */
  autoStopped: boolean;
}

/**
 * MediaRecorder with the spec's timer: resets to 0, ticks each second, beeps at 60 s and 85 s, and
 * stops by itself at 90 s. `onFinished` gets the recording (nothing when no data was recorded).
 */
export function useAnswerRecorder(onFinished: (recording: FinishedRecording) => void) {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | null>(null);
  const startedAt = useRef(0);
  const autoStop = useRef(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const clearTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };

  const stop = useCallback((auto = false) => {
    autoStop.current = auto;
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const start = useCallback(
    (stream: MediaStream) => {
      const mimeType = pickRecordingMimeType((t) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(t));
      // Fixed rates keep every answer within the server's size limit, which is made from them.
      const rates = { videoBitsPerSecond: MOCK_RECORDING_VIDEO_BITS_PER_SECOND, audioBitsPerSecond: MOCK_RECORDING_AUDIO_BITS_PER_SECOND };
      const r = new MediaRecorder(stream, mimeType ? { mimeType, ...rates } : rates);
      const chunks: Blob[] = [];
      r.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      r.onstop = () => {
        clearTimer();
        setRecording(false);
        const elapsed = Math.min(MOCK_MAX_ANSWER_SECONDS, (performance.now() - startedAt.current) / 1000);
        const recorded = Math.round(elapsed * 10) / 10;
        setSeconds(stoppedClockSeconds(recorded));
        // Nothing is saved when no data was recorded.
        if (chunks.length === 0) return;
        const type = r.mimeType || mimeType || 'video/webm';
        finished.current({ blob: new Blob(chunks, { type }), mimeType: type, seconds: recorded, autoStopped: autoStop.current });
      };
      recorder.current = r;
      autoStop.current = false;
      r.start(1000);
      startedAt.current = performance.now();
      setSeconds(0);
      setRecording(true);
      timer.current = window.setInterval(() => {
        const s = Math.floor((performance.now() - startedAt.current) / 1000);
        setSeconds(s);
        if (MOCK_BEEP_SECONDS.includes(s as (typeof MOCK_BEEP_SECONDS)[number])) beep(s >= MOCK_CRITICAL_SECONDS ? 1200 : 880);
        if (s >= MOCK_MAX_ANSWER_SECONDS) stop(true);
      }, MOCK_TIMER_TICK_MS);
    },
    [stop],
  );

  const reset = useCallback(() => setSeconds(0), []);

  useEffect(
    () => () => {
      clearTimer();
      if (recorder.current && recorder.current.state !== 'inactive') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
    },
    [],
  );

  return { recording, seconds, start, stop: () => stop(false), reset };
}
