import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSigningOut, markSigningOut } from '../../lib/deliberate-sign-out.ts';
import { SessionStateProvider } from '../../lib/session.tsx';
import type { SessionState, SessionUser } from '../../lib/session-user.ts';
import { RequireAuth } from './require-auth.tsx';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? 'nowhere';
  return <p>Login page (from {from})</p>;
}

const routes: RouteObject[] = [
  { path: '/login', element: <LoginProbe /> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/analyses', element: <p>Analyses page</p> },
      { path: '/admin-panel', element: <p>Admin panel page</p> },
    ],
  },
];

function user(overrides: Partial<SessionUser> = {}): SessionState {
  return { status: 'signed-in', user: { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'user', user_type: 'student', ...overrides } };
}

function visit(path: string, session: SessionState) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SessionStateProvider value={session}>
      <RouterProvider router={router} />
    </SessionStateProvider>,
  );
  return router;
}

describe('route guards', () => {
  afterEach(cleanup);

  it('shows a spinner while the session loads', () => {
    visit('/dashboard', { status: 'loading' });
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    expect(screen.queryByText('Dashboard page')).toBeNull();
  });

  it('sends a signed-out visitor to /login and remembers where they were going', () => {
    const router = visit('/analyses', { status: 'signed-out' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Login page (from /analyses)')).toBeTruthy();
  });

  it('remembers nothing when the user signed out on purpose: the next sign-in goes to the dashboard', () => {
    markSigningOut();
    try {
      const router = visit('/analyses', { status: 'signed-out' });
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByText('Login page (from nowhere)')).toBeTruthy();
    } finally {
      forgetSigningOut();
    }
  });

  it('lets a signed-in user in', () => {
    visit('/dashboard', user());
    expect(screen.getByText('Dashboard page')).toBeTruthy();
  });

  it('opens /admin-panel ("Shared with me") to every signed-in user, whatever their user_type', () => {
    visit('/admin-panel', user({ user_type: 'job_seeker' }));
    expect(screen.getByText('Admin panel page')).toBeTruthy();
  });
});
