import { titleWithLocalTime } from '@rehearse/contract/title-time';

/** Day, short month, year and time, in the browser's locale and time zone ('28 Nov 2026, 05:53'). */
const LOCAL_DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/**
 * An analysis title as shown: the UTC time the server wrote into a title it made (a mock interview's) in the user's own
 * time zone, like every other date on screen (decision 051).
 */
export function localTitle(title: string): string {
  return titleWithLocalTime(title, (at) => at.toLocaleString(undefined, LOCAL_DATE_TIME));
}

/** A text that quotes server-made titles (a coach reply) with each title's time in the user's time zone, as the lists show it. */
export function withLocalTitleTimes(text: string): string {
  return localTitle(text);
}
