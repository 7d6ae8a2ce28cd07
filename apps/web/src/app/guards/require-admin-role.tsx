import { useSessionState } from '../../lib/session.tsx';
import { adminRoleAccess } from './access-decision.ts';
import { GuardOutcome } from './guard-outcome.tsx';

export function RequireAdminRole() {
  return <GuardOutcome access={adminRoleAccess(useSessionState())} />;
}
