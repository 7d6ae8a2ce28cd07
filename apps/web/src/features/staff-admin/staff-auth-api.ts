import { adminUrls } from '@rehearse/contract/admin-paths';
import { adminStatsResponseSchema, type AdminStatsResponse } from '@rehearse/contract/admin-stats';
import { STAFF_AUTH_PATHS } from '@rehearse/contract/staff-auth-paths';
import {
  staffLoginResponseSchema,
  staffLogoutResponseSchema,
  staffTwoFactorChallengeSchema,
  type StaffLoginRequest,
  type StaffLoginResponse,
} from '@rehearse/contract/staff-auth';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

/**
 * POST /auth/login/ {username, password, code?}: the staff user; the token comes back as an httpOnly cookie too, which
 * is what the browser uses. An account with two-factor sign-in answers a challenge first (`isStaffTwoFactorChallenge`).
 */
export function staffLogin(request: StaffLoginRequest): Promise<StaffLoginResponse> {
  return apiRequest(STAFF_AUTH_PATHS.login, { method: 'POST', body: request, schema: staffLoginResponseSchema });
}

/** Whether a failed staff login asks for the second factor: send the same request again with `code`. */
export function isStaffTwoFactorChallenge(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && staffTwoFactorChallengeSchema.safeParse(error.body).success;
}

/** POST /auth/logout/ with the staff cookie: revokes the token on the server and clears the cookie. */
export async function staffLogout(): Promise<void> {
  await apiRequest(STAFF_AUTH_PATHS.logout, { method: 'POST', schema: staffLogoutResponseSchema });
}

/** GET /api/admin/stats/ with the staff cookie: real counts, and proof that the staff session is still valid. */
export function fetchAdminStats(signal?: AbortSignal): Promise<AdminStatsResponse> {
  return apiRequest(adminUrls.stats(), { schema: adminStatsResponseSchema, signal });
}
