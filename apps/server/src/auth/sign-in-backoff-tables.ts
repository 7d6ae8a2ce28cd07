/** Failed sign-ins in a row per account (see sign-in-backoff.ts); times are epoch milliseconds. */
export interface SignInBackoffTable {
  key: string;
  failures: number;
  last_failure_at_ms: number;
  blocked_until_ms: number;
}

export interface SignInBackoffTables {
  sign_in_backoff: SignInBackoffTable;
}
