import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { staffUserSchema } from '../../lib/staff-session.ts';

// The server's contract module for these calls is not published yet; these mirror spec §7 and move there when it is.
export const staffLoginResponseSchema = z.object({
  status: z.string(),
  token: z.string().optional(),
  user: staffUserSchema.optional(),
  message: z.string().optional(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

const statusOnlySchema = z.looseObject({ status: z.string() });

/** POST /auth/login/ {username, password}: the staff token and user. */
export function staffLogin(username: string, password: string): Promise<StaffLoginResponse> {
  return apiRequest('/auth/login/', { method: 'POST', body: { username, password }, schema: staffLoginResponseSchema });
}

/** POST /auth/logout/ with the staff bearer token; revokes it on the server. */
export async function staffLogout(token: string): Promise<void> {
  await apiRequest('/auth/logout/', { method: 'POST', bearerToken: token, schema: z.unknown() });
}

/** GET /api/admin/stats/: used to check that the stored staff token is still valid. */
export function fetchAdminStats(token: string, signal?: AbortSignal) {
  return apiRequest('/api/admin/stats/', { bearerToken: token, schema: statusOnlySchema, signal });
}
