/**
 * Whether the user signed out on purpose in this tab. A guard that sees the session end remembers the page for
 * after the next sign-in (a session that expired mid-task); a deliberate sign-out must not, or the next person to
 * sign in here lands on the last user's page (and the result would depend on which of the two redirects ran first).
 */
let onPurpose = false;

export function markSigningOut(): void {
  onPurpose = true;
}

export function forgetSigningOut(): void {
  onPurpose = false;
}

export function signedOutOnPurpose(): boolean {
  return onPurpose;
}
