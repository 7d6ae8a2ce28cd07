/**
 * Per-account back-off after failed sign-ins (docs/decisions/005-staff-powers.md): per-address rate
 * limits alone let an attacker spread guesses over many addresses. The first few failures are free
 * (typos): after the fifth in a row, each further attempt must wait, doubling up to a cap. A quiet
 * hour forgets old failures.
 */
export const SIGN_IN_BACKOFF_POLICY = {
  /** Wrong passwords in a row that cost no wait; the last of them starts the first wait. */
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
} as const;

/** How long an account must wait after its `failures`-th failure in a row. */
export function backoffDelaySeconds(failures: number, policy = SIGN_IN_BACKOFF_POLICY): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = failures - policy.freeFailures;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(doublings, 30));
}

/** The back-off bucket of a sign-in: the account when it exists, else the identifier as typed (so unknown and known accounts behave alike). */
export function backoffKey(userId: string | null, identifier: string): string {
  return (userId ? `user:${userId}` : `name:${identifier.trim().toLowerCase()}`).slice(0, 255);
}
