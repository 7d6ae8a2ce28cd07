import { adminMessageResponseSchema, adminUserResponseSchema } from '@rehearse/contract/admin-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';

/** The Users and Analyses tabs' actions; each refreshes every admin view (lists, stats, recent activity) after it. */
export type AdminAction =
  | { kind: 'role'; userId: string; role: 'user' | 'admin' }
  | { kind: 'status'; userId: string; status: 'active' | 'inactive' }
  | { kind: 'credits'; userId: string; amount: number }
  | { kind: 'delete-analysis'; analysisId: string }
  | { kind: 'rerun-analysis'; analysisId: string };

async function run(action: AdminAction): Promise<string> {
  switch (action.kind) {
    case 'role':
      return (await apiRequest(`/api/admin/users/${encodeURIComponent(action.userId)}/role/`, { body: { role: action.role }, schema: adminUserResponseSchema })).message;
    case 'status':
      return (await apiRequest(`/api/admin/users/${encodeURIComponent(action.userId)}/status/`, { body: { status: action.status }, schema: adminUserResponseSchema })).message;
    case 'credits':
      return (await apiRequest(`/api/admin/users/${encodeURIComponent(action.userId)}/credits/`, { body: { amount: action.amount }, schema: adminUserResponseSchema })).message;
    case 'delete-analysis':
      return (await apiRequest(`/api/admin/analyses/${encodeURIComponent(action.analysisId)}/`, { method: 'DELETE', schema: adminMessageResponseSchema })).message;
    case 'rerun-analysis':
      return (await apiRequest(`/api/admin/analyses/${encodeURIComponent(action.analysisId)}/rerun/`, { method: 'POST', schema: adminMessageResponseSchema })).message;
  }
}

export function useAdminAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (message) => {
      notify.success(message);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => notify.error(error.message),
  });
}
