import { adminAccessResponseSchema } from '@rehearse/contract/admin-access';
import { adminUrls } from '@rehearse/contract/admin-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

/** GET /api/admin/access/: the server's word on what this browser may do in administration (staff cookie or admin session). */
export function getAdminAccess(signal?: AbortSignal) {
  return apiRequest(adminUrls.access(), { schema: adminAccessResponseSchema, signal });
}

export const adminAccessQueryOptions = () => queryOptions({ queryKey: adminKeys.access(), queryFn: ({ signal }) => getAdminAccess(signal), retry: false });

export function useAdminAccess() {
  return useQuery(adminAccessQueryOptions());
}
