import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';
import { createAppRouter } from './router.tsx';

// The toaster (sonner) downloads right after the first render, not with it; toasts raised before it mounts are
// replayed. Should the download fail, the app carries on without toasts (screens show their errors inline too).
const AppToaster = lazy<ComponentType>(() =>
  import('./app-toaster.tsx').then(
    ({ AppToaster }) => ({ default: AppToaster }),
    (error: unknown) => {
      console.error('The toaster could not be loaded', error);
      return { default: () => null };
    },
  ),
);

/**
 * Everything around the router: data, session, toasts. The browser renders it around the app's router (App); the
 * build renders it around a static router to pre-render pages (src/prerender.tsx), so both give the same markup.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Mounted after the first render, so a pre-rendered page (which has no toaster) and its hydration agree.
  const [toasterWanted, setToasterWanted] = useState(false);
  useEffect(() => setToasterWanted(true), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        {toasterWanted && (
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        )}
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
