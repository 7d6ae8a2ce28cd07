import { adminUrls } from '@rehearse/contract/admin-paths';
import { adminSettingsResponseSchema, type AdminSettingsUpdate } from '@rehearse/contract/admin-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

/** PUT /api/admin/settings/ with the changed fields only. */
export function saveAdminSettings(update: AdminSettingsUpdate) {
  return apiRequest(adminUrls.settings(), { method: 'PUT', body: update, schema: adminSettingsResponseSchema });
}

export function useSaveAdminSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAdminSettings,
    onSuccess: (data) => {
      client.setQueryData(adminKeys.settings(), data);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
