import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminPage } from '../features/admin/admin-page.tsx';
import { RequireAdminAccess } from '../features/admin/require-admin-access.tsx';
import { AdminPanelPage } from '../features/admin-panel/admin-panel-page.tsx';
import { SharedAnalysisPage } from '../features/admin-panel/shared-analysis-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { RegisterPage } from '../features/auth/register-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { CoachPage } from '../features/coach/coach-page.tsx';
import { MockInterviewPage } from '../features/mock-interview/mock-interview-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { WhisperHelpPage } from '../features/help/whisper-help-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { RouteErrorPage } from '../features/not-found/route-error-page.tsx';
import { AdminLoginPage } from '../features/staff-admin/admin-login-page.tsx';
import { StaffAdminPage } from '../features/staff-admin/staff-admin-page.tsx';
import { analysisRoutes } from './analysis-routes.tsx';
import { HomeRoute } from './guards/home-route.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireInterviewer } from './guards/require-interviewer.tsx';
import { RequireStaffToken } from './guards/require-staff-token.tsx';
import { SignedOutOnly } from './guards/signed-out-only.tsx';
import { RootLayout } from './root-layout.tsx';

/** Every route of the product, with the guard each needs. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        element: <SignedOutOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
        ],
      },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'admin-login', element: <AdminLoginPage /> },
      { path: 'help/whisper', element: <WhisperHelpPage /> },
      {
        element: <RequireAuth />,
        children: [
          ...analysisRoutes,
          { path: 'profile', element: <ProfilePage /> },
          { path: 'coach', element: <CoachPage /> },
          { path: 'mock-interview', element: <MockInterviewPage /> },
          {
            element: <RequireInterviewer />,
            children: [
              { path: 'admin-panel', element: <AdminPanelPage /> },
              { path: 'admin-panel/:sessionId', element: <SharedAnalysisPage /> },
            ],
          },
        ],
      },
      // The server decides /admin: a user with role admin, or staff signed in at /admin-login (their cookie).
      {
        element: <RequireAdminAccess />,
        children: [{ path: 'admin', element: <AdminPage /> }],
      },
      {
        element: <RequireStaffToken />,
        children: [{ path: 'admin-dashboard', element: <StaffAdminPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
