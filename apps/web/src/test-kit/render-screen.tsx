import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionStateProvider } from '../lib/session.tsx';
import type { SessionUser } from '../lib/session-user.ts';

/** FOR TESTS ONLY. Renders routes at `path` with a real QueryClient (no retries) and, when given, a signed-in user. */
export function renderScreen(path: string, routes: RouteObject[], options: { user?: SessionUser; extra?: ReactNode } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {options.extra}
    </QueryClientProvider>
  );
  render(options.user ? <SessionStateProvider value={{ status: 'signed-in', user: options.user }}>{tree}</SessionStateProvider> : tree);
  return { router, queryClient };
}

export const testUser = (patch: Partial<SessionUser> = {}): SessionUser => ({
  id: 'user-1',
  email: 'ada@example.com',
  name: 'ada',
  full_name: 'Ada Lovelace',
  analysis_credits: 7,
  ...patch,
});
