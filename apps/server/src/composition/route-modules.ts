import { ACCOUNT_BASE_PATH, accountRoutes } from '../features/account/account-routes.ts';
import { adminRoutes } from '../features/admin/admin-routes.ts';
import { ANALYSIS_BASE_PATH, analysisRoutes } from '../features/analysis/analysis-routes.ts';
import { coachRoutes } from '../features/coach/coach-routes.ts';
import { contactRoutes } from '../features/contact/contact-routes.ts';
import { MOCK_BASE_PATH } from '../features/mock/mock-route-definitions.ts';
import { mockRoutes } from '../features/mock/mock-routes.ts';
import { healthRoutes } from '../features/health/health-routes.ts';
import { metricsRoutes } from '../features/metrics/metrics-routes.ts';
import { publicConfigRoutes } from '../features/public-config/public-config-routes.ts';
import { staffAuthRoutes } from '../features/staff-auth/staff-auth-routes.ts';
import { SHARED_WITH_ME_BASE_PATH, sharedWithMeRoutes } from '../features/sharing/shared-with-me-routes.ts';
import { sharingRoutes } from '../features/sharing/sharing-routes.ts';
import { SHARING_BASE_PATH } from '@rehearse/contract/sharing';
import { ADMIN_BASE_PATH } from '@rehearse/contract/admin-paths';
import { COACH_BASE_PATH } from '@rehearse/contract/coach-paths';
import { PUBLIC_API_BASE_PATH } from '@rehearse/contract/public-api-paths';
import { STAFF_AUTH_BASE_PATH } from '@rehearse/contract/staff-auth-paths';
import type { RouteModule } from './route-module.ts';

/** Every feature's routes. Mounting a new feature is one line here. */
export const routeModules: RouteModule[] = [
  { basePath: PUBLIC_API_BASE_PATH, create: healthRoutes },
  { basePath: STAFF_AUTH_BASE_PATH, create: staffAuthRoutes },
  { basePath: ADMIN_BASE_PATH, create: adminRoutes },
  { basePath: SHARED_WITH_ME_BASE_PATH, create: sharedWithMeRoutes },
  { basePath: SHARING_BASE_PATH, create: sharingRoutes },
  { basePath: ANALYSIS_BASE_PATH, create: analysisRoutes },
  { basePath: MOCK_BASE_PATH, create: mockRoutes },
  { basePath: PUBLIC_API_BASE_PATH, create: contactRoutes },
  { basePath: PUBLIC_API_BASE_PATH, create: publicConfigRoutes },
  { basePath: COACH_BASE_PATH, create: coachRoutes },
  { basePath: ACCOUNT_BASE_PATH, create: accountRoutes },
  { basePath: '/metrics', create: metricsRoutes },
];
