import { useEffect, useState } from 'react';
import { faceOutOfFrame, withFaceSample, type FaceSample } from './face-in-frame.ts';

/** How often the detector looks while recording: often enough for a 3 s cue, rarely enough to leave the recording its CPU. */
const FACE_CHECK_INTERVAL_MS = 500;

/** What the face check knows: `unknown` until its first look (or when the detector could not load). */
export type FaceCheck = 'unknown' | 'face' | 'no-face';

export interface FaceState {
  /** Show 'your face is out of frame'. */
  outOfFrame: boolean;
  /** The latest look's finding. */
  check: FaceCheck;
}

const NOT_CHECKED: FaceState = { outOfFrame: false, check: 'unknown' };

/**
 * While `active` (an answer is being recorded), looks for a face in `stream` twice a second and says whether the
 * 'your face is out of frame' cue applies. The detector loads on first use; when it cannot (no WebAssembly, the
 * model not served), there is simply no cue.
 */
export function useFaceOutOfFrame(stream: MediaStream | null, active: boolean): FaceState {
  const [state, setState] = useState<FaceState>(NOT_CHECKED);

  useEffect(() => {
    if (!active || !stream || stream.getVideoTracks().length === 0) return;
    let stopped = false;
    let timer: number | undefined;
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    const started = performance.now();
    let samples: FaceSample[] = [];

    void (async () => {
      try {
        const [{ faceDetector }] = await Promise.all([import('./face-detector.ts'), video.play()]);
        const detector = await faceDetector();
        const look = async () => {
          if (stopped) return;
          const face = await detector.hasFace(video);
          if (stopped) return;
          samples = withFaceSample(samples, { atMs: performance.now() - started, face });
          setState({ outOfFrame: faceOutOfFrame(samples), check: face ? 'face' : 'no-face' });
          timer = window.setTimeout(() => void look().catch(stop), FACE_CHECK_INTERVAL_MS);
        };
        await look();
      } catch (error) {
        stop(error);
      }
    })();

    function stop(error: unknown) {
      if (!stopped) console.warn('The face check is off:', error);
      stopped = true;
    }

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      video.pause();
      video.srcObject = null;
      // The next recording starts without the last one's verdict.
      setState(NOT_CHECKED);
    };
  }, [stream, active]);

  return active ? state : NOT_CHECKED;
}
