import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { LandingPage } from '../../features/landing/landing-page.tsx';
import { useSessionState } from '../../lib/session.tsx';
import { homeAccess } from './access-decision.ts';

export function HomeRoute() {
  const location = useLocation();
  const access = homeAccess(useSessionState(), location.hash);
  if (access.kind === 'wait') return <PageSpinner />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return <LandingPage />;
}
