import type { Share, ShareScope, ShareStatus } from '@rehearse/contract/sharing';

export const SCOPE_LABELS: Record<ShareScope, string> = {
  analysis: 'This analysis',
  mock_interview: 'This mock interview',
  all: 'All my analyses',
};

export const STATUS_LABELS: Record<ShareStatus, string> = {
  pending: 'Invited',
  active: 'Has access',
  revoked: 'Revoked',
  expired: 'Invitation expired',
};

/** The shares that concern one analysis: those showing it (itself, or the mock interview it reports) and those covering everything. */
export function sharesCovering(shares: readonly Share[], analysisId: string): Share[] {
  return shares.filter((share) => share.scope === 'all' || share.analysis_id === analysisId);
}

/** What the owner may choose to share from an analysis page: a mock interview's report shares the mock interview. */
export function scopesOffered(isMockInterview: boolean): ShareScope[] {
  return [isMockInterview ? 'mock_interview' : 'analysis', 'all'];
}

export const SCOPE_DEFAULT_NOTE = 'Nothing is shared unless you invite someone; you can revoke access at any time.';
