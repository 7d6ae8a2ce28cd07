import { wholeSeconds } from '@rehearse/contract/number-format';
import { MOCK_CRITICAL_SECONDS, MOCK_WARNING_SECONDS, RECORDING_MIME_TYPES } from '@rehearse/contract/mock-constants';
import { RECORDING_READINESS_MESSAGES } from './device-messages.ts';

export type RingTone = 'green' | 'amber' | 'red';

/** Recording timer colour: green, amber from 60 s, red from 85 s. */
export function ringTone(seconds: number): RingTone {
  if (seconds >= MOCK_CRITICAL_SECONDS) return 'red';
  if (seconds >= MOCK_WARNING_SECONDS) return 'amber';
  return 'green';
}

/** `1:30`-style mm:ss. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The first format of the spec's order the browser can record, else '' (the browser's default). */
export function pickRecordingMimeType(isSupported: (type: string) => boolean): string {
  return RECORDING_MIME_TYPES.find((type) => isSupported(type)) ?? '';
}

export function recordingExtension(mimeType: string): 'webm' | 'mp4' {
  return mimeType.startsWith('video/mp4') ? 'mp4' : 'webm';
}

/** Recording may start only with a session, a stream that is ready and a live track; else the message to show. */
export function recordingBlocker(state: { sessionId: string | null; stream: MediaStream | null; ready: boolean }): string | null {
  if (!state.sessionId) return RECORDING_READINESS_MESSAGES.noSession;
  if (!state.stream) return RECORDING_READINESS_MESSAGES.noStream;
  if (!state.ready) return RECORDING_READINESS_MESSAGES.notReady;
  if (!state.stream.getTracks().some((t) => t.readyState === 'live')) return RECORDING_READINESS_MESSAGES.noLiveTrack;
  return null;
}

/**
 * The clock once recording stops: the recorded length in whole seconds as 'Answer saved (10 s)' gives it
 * (formatDuration truncates, decision 041), not the last tick, so the two never differ.
 */
export function stoppedClockSeconds(recordedSeconds: number): number {
  return wholeSeconds(recordedSeconds);
}
