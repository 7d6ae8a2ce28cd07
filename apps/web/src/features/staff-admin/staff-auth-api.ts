import { adminStatsResponseSchema, type AdminStatsResponse } from '@rehearse/contract/admin-stats';
import { staffLoginResponseSchema, staffLogoutResponseSchema, type StaffLoginRequest, type StaffLoginResponse } from '@rehearse/contract/staff-auth';
import { apiRequest } from '../../lib/api-client.ts';

/** POST /auth/login/ {username, password}: the staff token and user. */
export function staffLogin(request: StaffLoginRequest): Promise<StaffLoginResponse> {
  return apiRequest('/auth/login/', { method: 'POST', body: request, schema: staffLoginResponseSchema });
}

/** POST /auth/logout/ with the staff bearer token; revokes it on the server. */
export async function staffLogout(token: string): Promise<void> {
  await apiRequest('/auth/logout/', { method: 'POST', bearerToken: token, schema: staffLogoutResponseSchema });
}

/** GET /api/admin/stats/ with the staff token: real counts, and proof that the stored token is still valid. */
export function fetchAdminStats(token: string, signal?: AbortSignal): Promise<AdminStatsResponse> {
  return apiRequest('/api/admin/stats/', { bearerToken: token, schema: adminStatsResponseSchema, signal });
}
