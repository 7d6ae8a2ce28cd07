import { adminAccessResponseSchema } from '@rehearse/contract/admin-access';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/access/: the server's word on what this browser may do in administration (staff cookie or admin session). */
export function useAdminAccess() {
  return useQuery({
    queryKey: ['admin', 'access'],
    queryFn: ({ signal }) => apiRequest('/api/admin/access/', { schema: adminAccessResponseSchema, signal }),
    retry: false,
  });
}
