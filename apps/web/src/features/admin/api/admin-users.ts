import { adminUsersResponseSchema } from '@rehearse/contract/admin-api';
import { adminUrls } from '@rehearse/contract/admin-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

/** GET /api/admin/users/?search=&page=: one page of users. */
export function getAdminUsers(search: string, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  return apiRequest(adminUrls.users(params), { schema: adminUsersResponseSchema, signal });
}

export const adminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({ queryKey: adminKeys.users(search, page), queryFn: ({ signal }) => getAdminUsers(search, page, signal), placeholderData: keepPreviousData });

export function useAdminUsers(search: string, page: number) {
  return useQuery(adminUsersQueryOptions(search, page));
}
