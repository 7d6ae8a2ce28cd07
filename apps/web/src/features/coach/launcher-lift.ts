/** A box in viewport pixels, as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Space kept between the launcher and what it steps aside for. */
export const KEEP_CLEAR_GAP_PX = 8;

const lifted = (box: Box, lift: number): Box => ({ ...box, top: box.top - lift, bottom: box.bottom - lift });

const overlaps = (a: Box, b: Box, gap: number): boolean =>
  a.left < b.right + gap && a.right > b.left - gap && a.top < b.bottom + gap && a.bottom > b.top - gap;

/**
 * How many pixels the floating coach launcher must rise from `rest` so that it covers none of `controls` (a video's
 * controls, a recording's timer): 0 when it covers none where it is; null when no place above them stays below
 * `ceiling` (the navigation bar), and it should step out of sight instead.
 */
export function launcherLift(rest: Box, controls: readonly Box[], ceiling: number, gap = KEEP_CLEAR_GAP_PX): number | null {
  let lift = 0;
  // Rising above one control can land the launcher on another higher up: rise again, at most once per control.
  for (let step = 0; step <= controls.length; step++) {
    const at = lifted(rest, lift);
    const covered = controls.filter((control) => overlaps(at, control, gap));
    if (covered.length === 0) return at.top >= ceiling ? lift : null;
    lift = rest.bottom - Math.min(...covered.map((control) => control.top)) + gap;
  }
  return null;
}
