import { Outlet, ScrollRestoration } from 'react-router';
import { CoachWidget } from '../features/coach/coach-widget.tsx';
import { Navbar } from './navbar/navbar.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <CoachWidget />
      <ScrollRestoration />
    </div>
  );
}
