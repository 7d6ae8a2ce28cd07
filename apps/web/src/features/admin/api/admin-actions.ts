import { adminMessageResponseSchema, adminUserResponseSchema } from '@rehearse/contract/admin-api';
import { adminUrls } from '@rehearse/contract/admin-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { adminKeys } from './admin-query-keys.ts';

/** The Users and Analyses tabs' actions; each refreshes every admin view (lists, stats, recent activity) after it. */
export type AdminAction =
  | { kind: 'role'; userId: string; role: 'user' | 'admin' }
  | { kind: 'status'; userId: string; status: 'active' | 'inactive' }
  | { kind: 'credits'; userId: string; amount: number }
  | { kind: 'delete-analysis'; analysisId: string }
  | { kind: 'rerun-analysis'; analysisId: string };

/** POST/DELETE of one admin action; answers the server's message. */
export async function runAdminAction(action: AdminAction): Promise<string> {
  switch (action.kind) {
    case 'role':
      return (await apiRequest(adminUrls.userRole(action.userId), { body: { role: action.role }, schema: adminUserResponseSchema })).message;
    case 'status':
      return (await apiRequest(adminUrls.userStatus(action.userId), { body: { status: action.status }, schema: adminUserResponseSchema })).message;
    case 'credits':
      return (await apiRequest(adminUrls.userCredits(action.userId), { body: { amount: action.amount }, schema: adminUserResponseSchema })).message;
    case 'delete-analysis':
      return (await apiRequest(adminUrls.analysis(action.analysisId), { method: 'DELETE', schema: adminMessageResponseSchema })).message;
    case 'rerun-analysis':
      return (await apiRequest(adminUrls.analysisRerun(action.analysisId), { method: 'POST', schema: adminMessageResponseSchema })).message;
  }
}

export function useAdminAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runAdminAction,
    onSuccess: (message) => {
      notify.success(message);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => notify.error(error.message),
  });
}
