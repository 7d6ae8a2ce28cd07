import type { Generated } from 'kysely';

/**
 * Core tables beside better-auth's own (`user`, `session`, `account`, `verification`,
 * `twoFactor`, `rateLimit`). Times are ISO-8601 UTC text on both dialects so they sort and
 * compare the same way; `expires_at_ms` is epoch milliseconds.
 */
export interface LoginHistoryTable {
  id: string;
  /** Null when the attempt named an unknown account. */
  user_id: string | null;
  /** The e-mail or username the attempt named, as typed (lower-cased). */
  identifier: string | null;
  status: 'success' | 'failed';
  /** email | username | staff | social | two_factor */
  method: string;
  ip_address: string | null;
  user_agent: string | null;
  failure_reason: string | null;
  created_at: string;
}

/** Fixed-window counters of the app's own rate limits (better-auth keeps its own table). */
export interface RateLimitHitsTable {
  key: string;
  hits: Generated<number>;
  expires_at_ms: number;
}

export interface CoreTables {
  login_history: LoginHistoryTable;
  rate_limit_hits: RateLimitHitsTable;
}
