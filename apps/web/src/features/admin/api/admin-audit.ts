import { adminAuditResponseSchema } from '@rehearse/contract/admin-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/audit/?page=: the full audit log, newest first. */
export function useAdminAudit(page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: ({ signal }) => apiRequest(`/api/admin/audit/?page=${page}`, { schema: adminAuditResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
