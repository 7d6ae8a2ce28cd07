import { useLocation } from 'react-router';
import { useSessionState } from '../../lib/session.tsx';
import { signedOutOnlyAccess } from './access-decision.ts';
import { GuardOutcome } from './guard-outcome.tsx';
import { returnToPath } from '../../lib/return-to.ts';

export function SignedOutOnly() {
  const location = useLocation();
  return <GuardOutcome access={signedOutOnlyAccess(useSessionState(), returnToPath(location.state))} />;
}
