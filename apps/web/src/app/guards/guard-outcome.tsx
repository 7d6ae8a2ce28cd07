import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import type { Access } from './access-decision.ts';

/** Renders an access decision: spinner, the nested routes, or a redirect that remembers where the user was going. */
export function GuardOutcome({ access }: { access: Access }) {
  const location = useLocation();
  if (access.kind === 'wait') return <PageSpinner label="Checking your session…" />;
  if (access.kind === 'redirect') {
    return <Navigate to={access.to} replace state={access.to === '/login' ? { from: location } : undefined} />;
  }
  return <Outlet />;
}
