import { adminAuditResponseSchema } from '@rehearse/contract/admin-audit';
import { adminUrls } from '@rehearse/contract/admin-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

/** GET /api/admin/audit/?page=: the full audit log, newest first. */
export function getAdminAudit(page: number, signal?: AbortSignal) {
  return apiRequest(adminUrls.audit(page), { schema: adminAuditResponseSchema, signal });
}

export const adminAuditQueryOptions = (page: number) =>
  queryOptions({ queryKey: adminKeys.audit(page), queryFn: ({ signal }) => getAdminAudit(page, signal), placeholderData: keepPreviousData });

export function useAdminAudit(page: number) {
  return useQuery(adminAuditQueryOptions(page));
}
