import { describe, expect, it, vi } from 'vitest';
import { playStretch } from './play-stretch.ts';

/** An <audio> whose play() resolves (or rejects) as a browser would, and whose time the test moves. */
function mediaElement(play: () => Promise<void> = async () => {}): HTMLMediaElement {
  const media = document.createElement('audio');
  Object.defineProperty(media, 'play', { value: vi.fn(play) });
  Object.defineProperty(media, 'pause', { value: vi.fn(() => media.dispatchEvent(new Event('pause'))) });
  return media;
}

function moveTo(media: HTMLMediaElement, seconds: number): void {
  media.currentTime = seconds;
  media.dispatchEvent(new Event('timeupdate'));
}

describe('playStretch', () => {
  it('seeks to the start, plays, and pauses once the end is reached', async () => {
    const media = mediaElement();
    expect(await playStretch(media, { start: 4, end: 10 })).toBe(true);
    expect(media.play).toHaveBeenCalledTimes(1);
    moveTo(media, 7);
    expect(media.pause).not.toHaveBeenCalled();
    moveTo(media, 10.2);
    expect(media.pause).toHaveBeenCalledTimes(1);
    // Played on afterwards by the user: not stopped again.
    media.play();
    moveTo(media, 10.5);
    expect(media.pause).toHaveBeenCalledTimes(1);
  });

  it('lets a newer sample take over: the first one no longer stops playback at its end', async () => {
    const media = mediaElement();
    await playStretch(media, { start: 0, end: 3 });
    await playStretch(media, { start: 2, end: 8 });
    moveTo(media, 3.1);
    expect(media.pause).not.toHaveBeenCalled();
    moveTo(media, 8);
    expect(media.pause).toHaveBeenCalledTimes(1);
  });

  it('answers false without a player or when the browser refuses to play', async () => {
    expect(await playStretch(null, { start: 0, end: 1 })).toBe(false);
    const refusing = mediaElement(async () => Promise.reject(new DOMException('NotAllowedError')));
    expect(await playStretch(refusing, { start: 0, end: 1 })).toBe(false);
    moveTo(refusing, 1);
    expect(refusing.pause).not.toHaveBeenCalled();
  });
});
