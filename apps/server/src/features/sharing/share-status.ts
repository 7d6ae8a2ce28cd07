import type { ShareStatus } from '@rehearse/contract/sharing';

/** What a share row means now: revoked wins, then accepted (active), then a pending invitation or an expired one. */
export function shareStatusOf(row: { revoked_at: string | null; accepted_at: string | null; expires_at: string }, now: Date): ShareStatus {
  if (row.revoked_at) return 'revoked';
  if (row.accepted_at) return 'active';
  return Date.parse(row.expires_at) <= now.getTime() ? 'expired' : 'pending';
}
