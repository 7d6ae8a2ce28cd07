import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { returnToPath } from '../../lib/return-to.ts';
import { useSessionState } from '../../lib/session.tsx';
import { notify } from '../../lib/toast.ts';
import { signedOutOnlyAccess } from './access-decision.ts';
import { GuardOutcome } from './guard-outcome.tsx';

export const EMAIL_VERIFIED_WELCOME = 'Your email is verified. Welcome to Rehearse!';

export function SignedOutOnly() {
  const location = useLocation();
  const [params] = useSearchParams();
  const access = signedOutOnlyAccess(useSessionState(), returnToPath(location.state));
  // The verification link signs the user in and lands on /login?verified=1; they skip the form, so say it here.
  const verifiedAndSignedIn = access.kind === 'redirect' && params.get('verified') === '1' && !params.get('error');
  useEffect(() => {
    if (verifiedAndSignedIn) notify.success(EMAIL_VERIFIED_WELCOME);
  }, [verifiedAndSignedIn]);
  return <GuardOutcome access={access} />;
}
