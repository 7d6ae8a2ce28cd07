import { adminAnalysesResponseSchema } from '@rehearse/contract/admin-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/analyses/?search=&status=&page=: one page of every user's analyses. */
export function useAdminAnalyses(search: string, status: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  return useQuery({
    queryKey: ['admin', 'analyses', search, status, page],
    queryFn: ({ signal }) => apiRequest(`/api/admin/analyses/?${params.toString()}`, { schema: adminAnalysesResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
