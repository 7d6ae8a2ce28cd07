/**
 * WebM files written by MediaRecorder carry no duration, so Chromium reports Infinity: the seek bar
 * stays dead and jumping to a filler word does nothing. Seeking far past the end makes the browser
 * scan the file and learn the real duration; then the recording goes back to the start.
 */
export function revealRecordedDuration(video: HTMLMediaElement): void {
  if (video.duration !== Infinity) return;
  video.addEventListener(
    'durationchange',
    () => {
      video.currentTime = 0;
    },
    { once: true },
  );
  video.currentTime = Number.MAX_SAFE_INTEGER;
}
