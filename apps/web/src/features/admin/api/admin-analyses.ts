import { adminAnalysesResponseSchema } from '@rehearse/contract/admin-api';
import { adminUrls } from '@rehearse/contract/admin-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

/** GET /api/admin/analyses/?search=&status=&page=: one page of every user's analyses. */
export function getAdminAnalyses(search: string, status: string, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  return apiRequest(adminUrls.analyses(params), { schema: adminAnalysesResponseSchema, signal });
}

export const adminAnalysesQueryOptions = (search: string, status: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.analyses(search, status, page),
    queryFn: ({ signal }) => getAdminAnalyses(search, status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminAnalyses(search: string, status: string, page: number) {
  return useQuery(adminAnalysesQueryOptions(search, status, page));
}
