import { adminUsersResponseSchema } from '@rehearse/contract/admin-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/users/?search=&page=: one page of users. */
export function useAdminUsers(search: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  return useQuery({
    queryKey: ['admin', 'users', search, page],
    queryFn: ({ signal }) => apiRequest(`/api/admin/users/?${params.toString()}`, { schema: adminUsersResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
