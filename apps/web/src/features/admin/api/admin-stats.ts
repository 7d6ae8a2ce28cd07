import { adminStatsResponseSchema } from '@rehearse/contract/admin-stats';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminStatsKey = ['admin', 'stats'] as const;

/** GET /api/admin/stats/: the Dashboard tab's figures and recent activity. */
export function useAdminStats() {
  return useQuery({
    queryKey: adminStatsKey,
    queryFn: ({ signal }) => apiRequest('/api/admin/stats/', { schema: adminStatsResponseSchema, signal }),
    refetchInterval: 30_000,
  });
}
