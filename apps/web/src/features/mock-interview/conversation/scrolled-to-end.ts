/** Within this many pixels of the end a list still counts as at its end: rounding, a line half drawn. */
const END_SLACK_PX = 24;

/** Whether a scrolled list shows its end, so a new caption should keep it there (one scrolled back to read stays put). */
export function isScrolledToEnd({ scrollTop, clientHeight, scrollHeight }: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return scrollHeight - clientHeight - scrollTop <= END_SLACK_PX;
}
