import { titleWithLocalTime } from '@rehearse/contract/title-time';
import { formatLocalDateTime } from './local-date.ts';

/**
 * An analysis title as shown: the UTC time the server wrote into a title it made (a mock interview's) in the user's own
 * time zone, like every other date on screen (decision 051).
 */
export function localTitle(title: string): string {
  return titleWithLocalTime(title, formatLocalDateTime);
}

/** A text that quotes server-made titles (a coach reply) with each title's time in the user's time zone, as the lists show it. */
export function withLocalTitleTimes(text: string): string {
  return localTitle(text);
}
