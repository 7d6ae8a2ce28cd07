import { useSessionState } from '../../lib/session.tsx';
import { signedInAccess } from './access-decision.ts';
import { GuardOutcome } from './guard-outcome.tsx';

export function RequireAuth() {
  return <GuardOutcome access={signedInAccess(useSessionState())} />;
}
