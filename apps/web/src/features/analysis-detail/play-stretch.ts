import type { TimeRange } from '@rehearse/contract/analysis-result';

/** How far past a sample's end playback may be found and still be that sample reaching its end (timeupdate is coarse). */
const END_WINDOW_SECONDS = 1;

/**
 * Plays `stretch` of the recording in `media` and pauses at its end (a voice's sample). Pausing, or another sample,
 * ends it; a user who seeks far past its end is not stopped. False when there is nothing to play: no player, the
 * recording is gone (retention) or the browser refused to play.
 */
export async function playStretch(media: HTMLMediaElement | null, stretch: TimeRange): Promise<boolean> {
  if (!media || media.error) return false;
  media.dispatchEvent(new Event(NEW_STRETCH));
  const stopAtEnd = () => {
    if (media.currentTime >= stretch.end && media.currentTime < stretch.end + END_WINDOW_SECONDS) {
      forget();
      media.pause();
    }
  };
  const forget = () => {
    media.removeEventListener('timeupdate', stopAtEnd);
    media.removeEventListener('pause', forget);
    media.removeEventListener(NEW_STRETCH, forget);
  };
  media.currentTime = stretch.start;
  media.addEventListener('timeupdate', stopAtEnd);
  media.addEventListener(NEW_STRETCH, forget);
  try {
    await media.play();
    media.addEventListener('pause', forget);
    return true;
  } catch {
    forget();
    return false;
  }
}

/** Tells the sample playing before this one to stop following its own end. */
const NEW_STRETCH = 'rehearse:new-stretch';
