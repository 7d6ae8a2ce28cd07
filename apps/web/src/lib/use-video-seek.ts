import { useCallback, useRef } from 'react';

/**
 * A ref for a `<video>` (or, with `HTMLMediaElement`, whichever of `<video>`/`<audio>` plays the recording) and a
 * function that jumps it to a time, brings it into view and plays.
 */
export function useVideoSeek<E extends HTMLMediaElement = HTMLVideoElement>() {
  const videoRef = useRef<E>(null);
  const seek = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    video.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    // Autoplay may be refused; the jump still happened.
    void video.play?.()?.catch(() => undefined);
  }, []);
  return { videoRef, seek };
}
