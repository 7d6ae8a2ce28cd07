import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { signedOutOnPurpose } from '../../lib/deliberate-sign-out.ts';
import type { Access } from './access-decision.ts';

/** Renders an access decision: spinner, the nested routes, or a redirect that remembers where the user was going
 * (unless they signed out on purpose). */
export function GuardOutcome({ access }: { access: Access }) {
  const location = useLocation();
  if (access.kind === 'wait') return <PageSpinner label="Checking your session…" />;
  if (access.kind === 'redirect') {
    return <Navigate to={access.to} replace state={access.to === '/login' && !signedOutOnPurpose() ? { from: location } : undefined} />;
  }
  return <Outlet />;
}
