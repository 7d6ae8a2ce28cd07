import type { RouteObject } from 'react-router';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';

/**
 * Routes of the analysis screens (upload, list, detail, progress, compare, dashboard), guarded by the app router.
 * All but the dashboard (the landing screen after sign-in) load on demand, keeping Recharts out of the first bundle.
 */
export const analysisRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'upload', lazy: async () => ({ Component: (await import('../features/upload/upload-page.tsx')).UploadPage }) },
  { path: 'analyses', lazy: async () => ({ Component: (await import('../features/analyses/analyses-page.tsx')).AnalysesPage }) },
  {
    path: 'analysis/video/:filename',
    lazy: async () => ({ Component: (await import('../features/analysis-detail/analysis-detail-page.tsx')).AnalysisDetailPage }),
  },
  {
    path: 'analysis/progress/:sessionId',
    lazy: async () => ({ Component: (await import('../features/analysis-progress/analysis-progress-page.tsx')).AnalysisProgressPage }),
  },
  {
    path: 'analysis/:sessionId',
    lazy: async () => ({ Component: (await import('../features/analysis-detail/analysis-detail-page.tsx')).AnalysisDetailPage }),
  },
  { path: 'compare', lazy: async () => ({ Component: (await import('../features/compare/compare-page.tsx')).ComparePage }) },
];
