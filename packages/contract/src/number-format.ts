/**
 * How every figure reads, on every screen and in every coach answer (decision 027): one function and one
 * precision per kind of figure, so the same number never reads two ways.
 */

/** What a figure reads when the engine could not measure it, or says the measurement is unreliable. */
export const NOT_MEASURED = 'Not measured';

/**
 * What a figure about what was said (the content score, one of its parts such as relevance) reads when the engine could
 * not judge it: content is judged, not measured, and every screen says so in the same words.
 */
export const NOT_JUDGED = 'Not judged';

const MINUS = '−';

function fixed(value: number, decimals: number): string {
  // toFixed rounds binary halves down (72.35 → '72.3'); rounding first keeps 'half up' for the decimal we show.
  const scale = 10 ** decimals;
  const rounded = Math.round(value * scale) / scale;
  // -0.04 rounds to '-0.0': a sign on zero is noise.
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(decimals);
}

/** A 0–100 score: one decimal, percent sign — '88.4%'. */
export function formatScore(score: number): string {
  return `${fixed(score, 1)}%`;
}

/** A 0–1 share of frames (eye contact, posture, face visible…): a whole percent — '87%'. */
export function formatFrameShare(fraction: number): string {
  return `${fixed(fraction * 100, 0)}%`;
}

/** A plain percentage already on the 0–100 scale that is a count ratio (completion rate…): a whole percent. */
export function formatRatioPercent(percent: number): string {
  return `${fixed(percent, 0)}%`;
}

/** A 0–100 score as formatScore shows it (one decimal), as a number: what a change between shown scores is made from. */
export function shownScore(score: number): number {
  return Number(fixed(score, 1));
}

/** A 0–1 share of frames as formatFrameShare shows it (a whole percent), as a number on the 0–100 scale. */
export function shownFrameShare(fraction: number): number {
  return Number(fixed(fraction * 100, 0));
}

/**
 * Later minus earlier, of the figures as shown (decision 043): '76% → 76%' is no change, not −0.7 points. Both are the
 * shown numbers (shownScore, shownFrameShare); the result is rounded to the one decimal a delta reads with, so float noise
 * (86.9 − 68.7 = 18.200000000000003) never shows.
 */
export function shownDelta(earlierShown: number, laterShown: number): number {
  const delta = Number(fixed(laterShown - earlierShown, 1));
  return Object.is(delta, -0) ? 0 : delta;
}

/** The change between two scores in points, signed, one decimal: '+1.1 points', '−0.4 points', '0.0 points'. */
export function formatPointsDelta(delta: number): string {
  const text = fixed(Math.abs(delta), 1);
  if (text === fixed(0, 1)) return `${text} points`;
  return `${delta > 0 ? '+' : MINUS}${text} points`;
}

/** The size of a change in points, unsigned (the sign is shown some other way): '1.1 points'. */
export function formatPoints(points: number): string {
  return `${fixed(Math.abs(points), 1)} points`;
}

/** Where a label already names the unit ('Speaking Pace (WPM)', 'Duration (s)'), the figure is shown without it. */
export interface UnitOption {
  unit?: boolean;
}

/** Speaking pace: whole words per minute — '142 WPM'. */
export function formatWpm(wpm: number, { unit = true }: UnitOption = {}): string {
  const text = fixed(wpm, 0);
  return unit ? `${text} WPM` : text;
}

/**
 * The one rule for whole seconds, in '45 s' and in m:ss alike (decision 041): truncated, as a media player counts
 * them (its 0:34 for a 34.8 s recording cannot be changed), so a length never reads 35 s beside a player's 0:34.
 * The small tolerance keeps 44.9999999 (float noise of 45) at 45.
 */
export function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds + 1e-6) : 0;
}

/** A length of time (a recording, an answer, processing): whole seconds, truncated — '45 s', '125 s'. */
export function formatDuration(seconds: number, { unit = true }: UnitOption = {}): string {
  const text = String(wholeSeconds(seconds));
  return unit ? `${text} s` : text;
}

/**
 * A short delay, where tenths of a second tell answers apart (how long the candidate took to start after a
 * question): one decimal — '2.3 s'.
 */
export function formatDelay(seconds: number): string {
  return `${fixed(Math.max(0, seconds), 1)} s`;
}

/** A media time or a length as m:ss ('0:34', '75:03'), with the same whole seconds as formatDuration. */
export function formatClock(seconds: number): string {
  const whole = wholeSeconds(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const SIZE_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** A file size in binary units: bytes as a whole number ('200 B'), larger sizes with one decimal ('1.5 MB'). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${fixed(value, 1)} ${SIZE_UNITS[unit]}`;
}

/** Any of the above for a figure that may be missing: null reads 'Not measured'. */
export function orNotMeasured<T>(value: T | null | undefined, format: (v: T) => string): string {
  return value === null || value === undefined ? NOT_MEASURED : format(value);
}
