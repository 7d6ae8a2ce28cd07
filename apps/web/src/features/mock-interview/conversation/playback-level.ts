import { microphoneLevel, type MicrophoneLevel } from './microphone-level.ts';

/** `captureStream` taps what an `<audio>` plays without rerouting its output (Chromium and Firefox have it). */
type Capturable = HTMLMediaElement & { captureStream?: () => MediaStream; mozCaptureStream?: () => MediaStream };

/**
 * The loudness of the interviewer's voice as it plays, for telling its echo on the microphone from the candidate
 * talking over it (packages/interviewer echo-gate). Null when the browser cannot tap the element, or for the browser's
 * own speech synthesis, whose sound no page can read: echo cancellation and the level margin are then all there is.
 */
export function playbackLevel(element: HTMLMediaElement): MicrophoneLevel | null {
  const media = element as Capturable;
  try {
    const stream = media.captureStream?.() ?? media.mozCaptureStream?.();
    return stream ? microphoneLevel(stream) : null;
  } catch {
    return null;
  }
}
