import type { RouteObject } from 'react-router';
import { NotBuiltYetPage } from '../features/not-found/not-built-yet-page.tsx';

/** The spec §2 signed-in analysis routes and the screen each one shows. */
export const ANALYSIS_SCREENS: ReadonlyArray<{ path: string; screen: string }> = [
  { path: 'dashboard', screen: 'Dashboard' },
  { path: 'upload', screen: 'Upload' },
  { path: 'analyses', screen: 'Analyses' },
  { path: 'analysis/:sessionId', screen: 'Analysis detail' },
  { path: 'analysis/video/:filename', screen: 'Analysis detail' },
  { path: 'analysis/progress/:session_id', screen: 'Analysis progress' },
  { path: 'compare', screen: 'Compare' },
];

/** A path's shape regardless of leading slash and parameter names ('/analysis/:id' ≡ 'analysis/:sessionId'). */
export function routeShape(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '').replace(/:[^/]+/g, ':');
}

/**
 * Routes for the analysis screens that `analysisRoutes` does not provide yet, so each spec path stays behind the
 * signed-in guard and says 'Not built yet' instead of falling through to the unguarded 404.
 */
export function analysisRouteFallbacks(provided: readonly RouteObject[]): RouteObject[] {
  const shapes = new Set(provided.flatMap((r) => (r.path ? [routeShape(r.path)] : [])));
  return ANALYSIS_SCREENS.filter((s) => !shapes.has(routeShape(s.path))).map((s) => ({
    path: s.path,
    element: <NotBuiltYetPage screen={s.screen} />,
  }));
}
