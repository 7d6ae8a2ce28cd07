import type { ShareScope } from '@rehearse/contract/sharing';

/** What the invitee was given, as the accept page says it. */
export const SHARED_WITH_YOU_LABELS: Record<ShareScope, string> = {
  analysis: 'one interview analysis',
  mock_interview: 'one mock interview',
  all: 'all their interview analyses',
};
