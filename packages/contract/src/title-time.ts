const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The time the server writes into a title it makes: '25 Nov 2026 16:05 UTC' (it knows no user's time zone). */
const UTC_STAMP = /\b(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}) UTC\b/;

/** The stamp a server-made title carries: day, month, year and the time in UTC ('25 Nov 2026 16:05 UTC'). */
export function utcTitleStamp(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
}

/** Whether a title carries the UTC stamp the server wrote (a screen shows that time in the user's time zone). */
export function hasUtcTitleStamp(title: string): boolean {
  return UTC_STAMP.test(title);
}

/**
 * A title, or any text that quotes titles (a coach reply), as shown: every UTC stamp the server wrote (utcTitleStamp)
 * rewritten by `format`, which a screen gives as the user's local date and time; text without a stamp, or a title the
 * user renamed without it, as it is.
 */
export function titleWithLocalTime(title: string, format: (at: Date) => string): string {
  return title.replace(new RegExp(UTC_STAMP.source, 'g'), (stamp: string, day: string, month: string, year: string, hours: string, minutes: string) => {
    const at = new Date(Date.UTC(Number(year), MONTHS.indexOf(month as (typeof MONTHS)[number]), Number(day), Number(hours), Number(minutes)));
    return Number.isNaN(at.getTime()) ? stamp : format(at);
  });
}
