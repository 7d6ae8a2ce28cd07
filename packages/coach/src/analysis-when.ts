import { hasUtcTitleStamp, utcTitleStamp } from '@rehearse/contract/title-time';
import type { CoachAnalysis } from './performance-profile.ts';

/**
 * An analysis named with when it was made: '"Friday answer" (20 Nov 2026 10:00 UTC)', or its name alone when the name
 * already carries that stamp (a mock interview's). The coach knows no user's time zone, so it writes the UTC stamp the
 * titles use and the screen shows it in local time, like every other date.
 */
export function analysisWithWhen(analysis: Pick<CoachAnalysis, 'name' | 'date'>): string {
  const at = new Date(analysis.date);
  if (hasUtcTitleStamp(analysis.name) || Number.isNaN(at.getTime())) return `"${analysis.name}"`;
  return `"${analysis.name}" (${utcTitleStamp(at)})`;
}
