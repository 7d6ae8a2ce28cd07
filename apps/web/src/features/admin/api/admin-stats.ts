import { adminUrls } from '@rehearse/contract/admin-paths';
import { adminStatsResponseSchema } from '@rehearse/contract/admin-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

/** GET /api/admin/stats/: the Dashboard tab's figures and recent activity. */
export function getAdminStats(signal?: AbortSignal) {
  return apiRequest(adminUrls.stats(), { schema: adminStatsResponseSchema, signal });
}

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal), refetchInterval: 30_000 });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
