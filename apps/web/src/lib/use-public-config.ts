import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@rehearse/contract/public-config';
import { apiRequest } from './api-client.ts';

/** Without an answer, only e-mail and password sign-in is offered. */
export const FALLBACK_PUBLIC_CONFIG: Partial<PublicConfig> & Pick<PublicConfig, 'google'> = { google: false };

export function usePublicConfig(): Partial<PublicConfig> & Pick<PublicConfig, 'google'> {
  const { data } = useQuery({
    queryKey: ['config', 'public'],
    queryFn: async ({ signal }) => {
      // The landing page asks for this at start; its schema (and zod) download alongside, not in the first load.
      const { publicConfigSchema } = await import('@rehearse/contract/public-config');
      return apiRequest('/api/config/public', { schema: publicConfigSchema, signal });
    },
    staleTime: Infinity,
    retry: false,
  });
  return data ?? FALLBACK_PUBLIC_CONFIG;
}
