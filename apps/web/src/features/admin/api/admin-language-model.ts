import { adminUrls } from '@rehearse/contract/admin-paths';
import { adminLanguageModelResponseSchema } from '@rehearse/contract/admin-settings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

/** While the local model downloads, its progress is read again this often. */
const DOWNLOAD_POLL_MS = 5_000;

/** GET /api/admin/language-model/ (admins only: read-only staff are refused, so they never ask). */
export function useAdminLanguageModel() {
  return useQuery({
    queryKey: adminKeys.languageModel(),
    queryFn: ({ signal }) => apiRequest(adminUrls.languageModel(), { schema: adminLanguageModelResponseSchema, signal }),
    refetchInterval: (query) => (query.state.data?.language_model.state === 'downloading' ? DOWNLOAD_POLL_MS : false),
  });
}
