/** A media time as m:ss (minutes not capped at 59, so 75:03 is an hour and a quarter); seconds are truncated. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds + 1e-6) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** A time range as m:ss–m:ss. */
export function formatRange(range: { start: number; end: number }): string {
  return `${formatTime(range.start)}–${formatTime(range.end)}`;
}
