import { DEFAULT_ANALYSIS_CREDITS } from '@rehearse/contract/user-settings';
import type { SessionUser } from './session-user.ts';

/**
 * Credits display as 10 when absent. Apart from session-user.ts, which every page loads: user-settings brings zod
 * and its schemas, which belong to the screens that show credits, not to the first load.
 */
export function creditsLeft(user: Pick<SessionUser, 'analysis_credits'>): number {
  return user.analysis_credits ?? DEFAULT_ANALYSIS_CREDITS;
}
