import { titleWithLocalTime } from '@rehearse/contract/title-time';

/** A date as every screen shows it: in the browser's locale and time zone ('11/28/2026' in the US). */
export function formatLocalDate(at: Date | string | number): string {
  return new Date(at).toLocaleDateString();
}

/** Day, short month, year and time, in the browser's locale and time zone ('28 Nov 2026, 05:53'), as a title's stamp is shown. */
const LOCAL_DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/** A moment as every screen shows one to the minute: the same reading as a mock interview's title (decision 051). */
export function formatLocalDateTime(at: Date | string | number): string {
  return new Date(at).toLocaleString(undefined, LOCAL_DATE_TIME);
}

/**
 * A server-made text that states times as UTC stamps (the built-in compare summary: 'from 28 Nov 2026 04:53 UTC to …'),
 * with each stamp shown as the user's local date, as the cards beside it show their dates (decision 051).
 */
export function withLocalDates(text: string): string {
  return titleWithLocalTime(text, formatLocalDate);
}
