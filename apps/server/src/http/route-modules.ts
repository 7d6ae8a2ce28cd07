import { ACCOUNT_BASE_PATH, accountRoutes } from '../features/account/account-routes.ts';
import { adminRoutes } from '../features/admin/admin-routes.ts';
import { ADMIN_PANEL_BASE_PATH, adminPanelRoutes } from '../features/admin/admin-panel-routes.ts';
import { ANALYSIS_BASE_PATH, analysisRoutes } from '../features/analysis/analysis-routes.ts';
import { COACH_BASE_PATH, coachRoutes } from '../features/coach/coach-routes.ts';
import { contactRoutes } from '../features/contact/contact-routes.ts';
import { MOCK_BASE_PATH, mockRoutes } from '../features/mock/mock-routes.ts';
import { healthRoutes } from '../features/health/health-routes.ts';
import { metricsRoutes } from '../features/metrics/metrics-routes.ts';
import { publicConfigRoutes } from '../features/public-config/public-config-routes.ts';
import { staffAuthRoutes } from '../features/staff-auth/staff-auth-routes.ts';
import type { RouteModule } from './route-module.ts';

/** Every feature's routes. Mounting a new feature is one line here. */
export const routeModules: RouteModule[] = [
  { basePath: '/api', create: healthRoutes },
  { basePath: '/auth', create: staffAuthRoutes },
  { basePath: '/api/admin', create: adminRoutes },
  { basePath: ADMIN_PANEL_BASE_PATH, create: adminPanelRoutes },
  { basePath: ANALYSIS_BASE_PATH, create: analysisRoutes },
  { basePath: MOCK_BASE_PATH, create: mockRoutes },
  { basePath: '/api', create: contactRoutes },
  { basePath: '/api', create: publicConfigRoutes },
  { basePath: COACH_BASE_PATH, create: coachRoutes },
  { basePath: ACCOUNT_BASE_PATH, create: accountRoutes },
  { basePath: '/metrics', create: metricsRoutes },
];
