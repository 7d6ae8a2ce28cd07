import type { RouteObject } from 'react-router';

/** Routes of the analysis screens (upload, list, detail, progress, compare, dashboard), guarded by the app router. */
export const analysisRoutes: RouteObject[] = [];
