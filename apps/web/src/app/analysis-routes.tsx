import type { RouteObject } from 'react-router';
import { AnalysesPage } from '../features/analyses/analyses-page.tsx';
import { AnalysisDetailPage } from '../features/analysis-detail/analysis-detail-page.tsx';
import { AnalysisProgressPage } from '../features/analysis-progress/analysis-progress-page.tsx';
import { ComparePage } from '../features/compare/compare-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { UploadPage } from '../features/upload/upload-page.tsx';

/** Routes of the analysis screens (upload, list, detail, progress, compare, dashboard), guarded by the app router. */
export const analysisRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'upload', element: <UploadPage /> },
  { path: 'analyses', element: <AnalysesPage /> },
  { path: 'analysis/video/:filename', element: <AnalysisDetailPage /> },
  { path: 'analysis/progress/:sessionId', element: <AnalysisProgressPage /> },
  { path: 'analysis/:sessionId', element: <AnalysisDetailPage /> },
  { path: 'compare', element: <ComparePage /> },
];
