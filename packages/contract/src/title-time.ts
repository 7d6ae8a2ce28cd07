const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The time the server writes into a title it makes: '25 Nov 2026 16:05 UTC' (it knows no user's time zone). */
const UTC_STAMP = /\b(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}) UTC\b/;

/** The stamp a server-made title carries: day, month, year and the time in UTC ('25 Nov 2026 16:05 UTC'). */
export function utcTitleStamp(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
}

/**
 * A title as shown: the UTC stamp the server wrote into it (utcTitleStamp) rewritten by `format`, which a screen gives
 * as the user's local date and time; any other title, or one the user renamed without the stamp, as it is.
 */
export function titleWithLocalTime(title: string, format: (at: Date) => string): string {
  const match = UTC_STAMP.exec(title);
  if (!match) return title;
  const [stamp, day, month, year, hours, minutes] = match;
  const at = new Date(Date.UTC(Number(year), MONTHS.indexOf(month as (typeof MONTHS)[number]), Number(day), Number(hours), Number(minutes)));
  if (Number.isNaN(at.getTime())) return title;
  return title.replace(stamp, format(at));
}
