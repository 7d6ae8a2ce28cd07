import { adminUrls } from '@rehearse/contract/admin-paths';
import { adminSettingsResponseSchema } from '@rehearse/contract/admin-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

/** GET /api/admin/settings/. */
export function getAdminSettings(signal?: AbortSignal) {
  return apiRequest(adminUrls.settings(), { schema: adminSettingsResponseSchema, signal });
}

export const adminSettingsQueryOptions = () => queryOptions({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => getAdminSettings(signal) });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
