import { readStaffSession } from '../../lib/staff-session.ts';
import { staffTokenAccess } from './access-decision.ts';
import { GuardOutcome } from './guard-outcome.tsx';

/**
 * Only checks that a staff login happened in this browser (the token itself is an httpOnly cookie scripts cannot
 * see); the staff page validates it against the server and drops a stale one.
 */
export function RequireStaffToken() {
  return <GuardOutcome access={staffTokenAccess(readStaffSession()?.user.username ?? null)} />;
}
