import {
  MIC_GOOD_LEVEL,
  MIC_LOW_LEVEL,
  MIC_METER_BARS,
  MOCK_CRITICAL_SECONDS,
  MOCK_TEXTS,
  MOCK_WARNING_SECONDS,
  RECORDING_MIME_TYPES,
  RECORDING_READINESS_MESSAGES,
} from '@rehearse/contract/mock-constants';

/** Microphone level label: 'Good Level' above 0.7, 'Low Level' above 0.3, else 'No Audio'. */
export function micLevelLabel(level: number): string {
  if (level > MIC_GOOD_LEVEL) return MOCK_TEXTS.goodLevel;
  if (level > MIC_LOW_LEVEL) return MOCK_TEXTS.lowLevel;
  return MOCK_TEXTS.noAudio;
}

/** How many of the meter's 20 bars are lit for a level in 0–1. */
export function litBars(level: number): number {
  return Math.max(0, Math.min(MIC_METER_BARS, Math.round(level * MIC_METER_BARS)));
}

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

export type QuestionState = 'current' | 'answered' | 'skipped' | 'pending';

export function questionState(index: number, currentIndex: number, answer: { skipped: boolean } | undefined): QuestionState {
  if (answer) return answer.skipped ? 'skipped' : 'answered';
  return index === currentIndex ? 'current' : 'pending';
}
