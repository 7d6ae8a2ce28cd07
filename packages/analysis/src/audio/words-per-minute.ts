/**
 * Words per minute, to one decimal, or null over no time: the one formula of every pace the report shows (the whole
 * recording's, the pace while speaking, an interview answer's, the opening's), so two screens that count the same words
 * over the same time show the same figure. Which time each is counted over: docs/SCORING-audio.md, "Pace".
 */
export function wordsPerMinute(words: number, seconds: number): number | null {
  return seconds > 0 ? Math.round((words / seconds) * 60 * 10) / 10 : null;
}
