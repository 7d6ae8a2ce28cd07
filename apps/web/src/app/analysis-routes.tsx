import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';

/** A route whose screen loads on demand, with a spinner while the first load of the app waits for it. */
function lazyPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, hydrateFallbackElement: <PageSpinner />, lazy: async () => ({ Component: await load() }) };
}

/**
 * Routes of the analysis screens (upload, list, detail, progress, compare, dashboard), guarded by the app router.
 * All but the dashboard (the landing screen after sign-in) load on demand, keeping Recharts out of the first bundle.
 */
export const analysisRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  lazyPage('upload', async () => (await import('../features/upload/upload-page.tsx')).UploadPage),
  lazyPage('analyses', async () => (await import('../features/analyses/analyses-page.tsx')).AnalysesPage),
  lazyPage('analysis/video/:filename', async () => (await import('../features/analysis-detail/analysis-detail-page.tsx')).AnalysisDetailPage),
  lazyPage('analysis/progress/:sessionId', async () => (await import('../features/analysis-progress/analysis-progress-page.tsx')).AnalysisProgressPage),
  lazyPage('analysis/:sessionId', async () => (await import('../features/analysis-detail/analysis-detail-page.tsx')).AnalysisDetailPage),
  lazyPage('compare', async () => (await import('../features/compare/compare-page.tsx')).ComparePage),
];
