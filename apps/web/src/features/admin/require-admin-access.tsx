import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { ADMIN_MESSAGES } from '@rehearse/contract/admin-api';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAdminAccess } from './api/admin-access.ts';

/**
 * /admin's guard: the server decides (GET /api/admin/access/) — a user with role admin or a staff
 * session passes; signed-out → /login; signed in without admin access → /dashboard.
 */
export function RequireAdminAccess() {
  const access = useAdminAccess();
  const location = useLocation();
  if (access.isPending) return <PageSpinner label="Checking your admin access…" />;
  if (access.error instanceof ApiError && access.error.status === 401) return <Navigate to="/login" replace state={{ from: location }} />;
  if (access.error instanceof ApiError && access.error.status === 403) return <Navigate to="/dashboard" replace />;
  if (access.error) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error" title={ADMIN_MESSAGES.loadFailed}>
          <p>{access.error.message}</p>
          <Button className="mt-3" variant="outline" size="sm" onClick={() => void access.refetch()}>
            {ADMIN_MESSAGES.tryAgain}
          </Button>
        </Alert>
      </div>
    );
  }
  return <Outlet />;
}
