import { ACCOUNT_BASE_PATH, accountRoutes } from '../features/account/index.ts';
import { adminRoutes } from '../features/admin/index.ts';
import { ANALYSIS_BASE_PATH, analysisRoutes } from '../features/analysis/index.ts';
import { coachRoutes } from '../features/coach/index.ts';
import { contactRoutes } from '../features/contact/index.ts';
import { healthRoutes } from '../features/health/index.ts';
import { INTERVIEWER_BASE_PATH, interviewerRoutes } from '../features/interviewer/index.ts';
import { metricsRoutes } from '../features/metrics/index.ts';
import { MOCK_BASE_PATH, mockRoutes } from '../features/mock/index.ts';
import { publicConfigRoutes } from '../features/public-config/index.ts';
import { SHARED_WITH_ME_BASE_PATH, sharedWithMeRoutes, sharingRoutes } from '../features/sharing/index.ts';
import { staffAuthRoutes } from '../features/staff-auth/index.ts';
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
  { basePath: INTERVIEWER_BASE_PATH, create: (deps) => interviewerRoutes({ ...deps, interviewSessions: deps.mock.sessionDirectory }, deps.interviewerVoice.synthesis) },
  { basePath: PUBLIC_API_BASE_PATH, create: contactRoutes },
  { basePath: PUBLIC_API_BASE_PATH, create: publicConfigRoutes },
  { basePath: COACH_BASE_PATH, create: coachRoutes },
  { basePath: ACCOUNT_BASE_PATH, create: accountRoutes },
  { basePath: '/metrics', create: metricsRoutes },
];
