import type { ShareScope } from '@rehearse/contract/sharing';

/** One invitation, and once accepted the share it became. Times are ISO-8601 UTC text. */
export interface SharesTable {
  id: string;
  owner_id: string;
  /** Lower-cased; accepting needs a verified account with this address. */
  invited_email: string;
  scope: ShareScope;
  /** Analysis id (scope analysis), mock interview id (scope mock_interview), null (all). */
  target_id: string | null;
  /** 0/1. */
  include_recording: number;
  /** SHA-256 (hex) of the invitation token; null once accepted or revoked. */
  token_hash: string | null;
  /** Until when the invitation can be accepted (an accepted share does not expire). */
  expires_at: string;
  viewer_id: string | null;
  created_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export interface ShareCommentsTable {
  id: string;
  share_id: string;
  analysis_id: string;
  author_id: string;
  at_seconds: number;
  body: string;
  created_at: string;
}

export interface SharingTables {
  shares: SharesTable;
  share_comments: ShareCommentsTable;
}
