import { useQuery } from '@tanstack/react-query';
import { PUBLIC_API_PATHS } from '@rehearse/contract/public-api-paths';
import type { PublicConfig } from '@rehearse/contract/public-config';
import { apiRequest } from './api-client.ts';
import { publicConfigReader } from './public-config-reader.ts';

/** Without an answer, only e-mail and password sign-in is offered. */
export const FALLBACK_PUBLIC_CONFIG: Partial<PublicConfig> & Pick<PublicConfig, 'google'> = { google: false };

const PUBLIC_CONFIG_KEY = ['config', 'public'] as const;

/** `enabled: false` holds the request back (e.g. until the part showing it is near the viewport). */
export function usePublicConfig({ enabled = true }: { enabled?: boolean } = {}): Partial<PublicConfig> & Pick<PublicConfig, 'google'> {
  const { data } = useQuery({
    enabled,
    queryKey: PUBLIC_CONFIG_KEY,
    queryFn: ({ signal }) => apiRequest(PUBLIC_API_PATHS.publicConfig, { schema: publicConfigReader, signal }),
    staleTime: Infinity,
    retry: false,
  });
  return data ?? FALLBACK_PUBLIC_CONFIG;
}
