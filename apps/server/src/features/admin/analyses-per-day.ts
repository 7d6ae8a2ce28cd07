const DAY_MS = 24 * 60 * 60 * 1000;

/** The counts of the last `days` UTC days ending today, oldest first, with days without analyses as 0. */
export function analysesPerDay(counted: ReadonlyArray<{ date: string; count: number }>, now: Date, days: number): Array<{ date: string; count: number }> {
  const byDate = new Map(counted.map((entry) => [entry.date, entry.count]));
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
}
