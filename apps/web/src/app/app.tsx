import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
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

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </SessionProvider>
    </QueryClientProvider>
  );
}
