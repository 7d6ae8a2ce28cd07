import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { RouteErrorPage } from '../features/not-found/route-error-page.tsx';
import { HomeRoute } from './guards/home-route.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { SignedOutOnly } from './guards/signed-out-only.tsx';
import { loadAnalysisDetailWithSharing } from './analysis-detail-with-sharing.tsx';
import { lazyGuard, lazyPage } from './lazy-route.tsx';
import { RootLayout } from './root-layout.tsx';

/**
 * Every route of the product, with the guard each needs. Only the shell, the guards and the landing page are in
 * the first download; every other screen (and the contract schemas, charts and markdown it brings) loads on
 * its first visit (docs/decisions/016-landing-code-splitting.md).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A screen that fails (or whose file fails to download) shows its error inside the layout, navbar kept.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            element: <SignedOutOnly />,
            children: [
              lazyPage('login', async () => (await import('../features/auth/login-page.tsx')).LoginPage),
              lazyPage('register', async () => (await import('../features/auth/register-page.tsx')).RegisterPage),
            ],
          },
          lazyPage('reset-password', async () => (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage),
          lazyPage('admin-login', async () => (await import('../features/staff-admin/admin-login-page.tsx')).AdminLoginPage),
          lazyPage('help/whisper', async () => (await import('../features/help/whisper-help-page.tsx')).WhisperHelpPage),
          {
            element: <RequireAuth />,
            children: [
              lazyPage('dashboard', async () => (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage),
              lazyPage('upload', async () => (await import('../features/upload/upload-page.tsx')).UploadPage),
              lazyPage('analyses', async () => (await import('../features/analyses/analyses-page.tsx')).AnalysesPage),
              lazyPage('analysis/video/:filename', loadAnalysisDetailWithSharing),
              lazyPage('analysis/progress/:sessionId', async () => (await import('../features/analysis-progress/analysis-progress-page.tsx')).AnalysisProgressPage),
              lazyPage('analysis/:sessionId', loadAnalysisDetailWithSharing),
              lazyPage('compare', async () => (await import('../features/compare/compare-page.tsx')).ComparePage),
              lazyPage('profile', async () => (await import('../features/profile/profile-page.tsx')).ProfilePage),
              lazyPage('coach', async () => (await import('../features/coach/coach-page.tsx')).CoachPage),
              lazyPage('mock-interview', async () => (await import('../features/mock-interview/mock-interview-page.tsx')).MockInterviewPage),
              // "Shared with me": what others shared with this user by name (decision 022); user_type plays no part.
              lazyPage('admin-panel', async () => (await import('../features/sharing/index.ts')).AdminPanelPage),
              lazyPage('admin-panel/:sessionId', async () => (await import('../features/sharing/index.ts')).SharedAnalysisPage),
              lazyPage('shared/accept', async () => (await import('../features/sharing/index.ts')).AcceptSharePage),
            ],
          },
          // The server decides /admin: a user with role admin, or staff signed in at /admin-login (their cookie).
          lazyGuard(async () => (await import('../features/admin/require-admin-access.tsx')).RequireAdminAccess, [
            lazyPage('admin', async () => (await import('../features/admin/admin-page.tsx')).AdminPage),
          ]),
          lazyGuard(async () => (await import('./guards/require-staff-token.tsx')).RequireStaffToken, [
            lazyPage('admin-dashboard', async () => (await import('../features/staff-admin/staff-admin-page.tsx')).StaffAdminPage),
          ]),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
