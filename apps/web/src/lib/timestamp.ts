import { formatClock } from '@rehearse/contract/number-format';

/** `1:05`: a point in the recording, in the same whole seconds as every duration (see formatClock). */
export function formatTimestamp(seconds: number): string {
  return formatClock(seconds);
}
