import { useEffect, useState } from 'react';
import { launcherLift, type Box } from './launcher-lift.ts';

/** What the launcher keeps clear of: media controls, a recording's timer, anything marked `data-keep-clear`. */
export const KEEP_CLEAR_SELECTOR = 'video[controls], audio[controls], [role="timer"], [data-keep-clear]';
/** The launcher: 56 px, 16 px from the window's right and bottom edges (`right-4 bottom-4 size-14`). */
const LAUNCHER_SIZE_PX = 56;
const LAUNCHER_MARGIN_PX = 16;
/** Below the sticky navigation bar, as the toasts are. */
const NAVBAR_CLEARANCE_PX = 72;

function restingBox(): Box {
  const { clientWidth, clientHeight } = document.documentElement;
  const right = clientWidth - LAUNCHER_MARGIN_PX;
  const bottom = clientHeight - LAUNCHER_MARGIN_PX;
  return { top: bottom - LAUNCHER_SIZE_PX, right, bottom, left: right - LAUNCHER_SIZE_PX };
}

function controlsInView(): Box[] {
  const height = document.documentElement.clientHeight;
  return [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < height);
}

/**
 * How far the floating launcher rises to keep clear of the page's controls under it, measured again on every scroll,
 * resize and change of the page; null when there is no room and it should step out of sight. Always 0 while `active`
 * is false (the panel is open: it stays put while the user types).
 */
export function useLauncherLift(active: boolean): number | null {
  const [lift, setLift] = useState<number | null>(0);
  useEffect(() => {
    if (!active) {
      setLift(0);
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      setLift(launcherLift(restingBox(), controlsInView(), NAVBAR_CLEARANCE_PX));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    // A video or a timer that appears, or a layout that moves one, without a scroll.
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resizes?.observe(document.body);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, [active]);
  return lift;
}
