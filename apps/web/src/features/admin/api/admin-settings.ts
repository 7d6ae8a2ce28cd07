import { adminSettingsResponseSchema, type AdminSettingsUpdate } from '@rehearse/contract/admin-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const settingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings/. */
export function useAdminSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest('/api/admin/settings/', { schema: adminSettingsResponseSchema, signal }),
  });
}

/** PUT /api/admin/settings/ with the changed fields only. */
export function useSaveAdminSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: AdminSettingsUpdate) => apiRequest('/api/admin/settings/', { method: 'PUT', body: update, schema: adminSettingsResponseSchema }),
    onSuccess: (data) => {
      client.setQueryData(settingsKey, data);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
