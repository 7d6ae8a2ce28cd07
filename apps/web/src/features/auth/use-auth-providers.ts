import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

const publicConfigSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof publicConfigSchema>;

/** Which sign-in providers the server has configured; when it cannot say, only e-mail and password are offered. */
export function useAuthProviders(): AuthProviders {
  const { data } = useQuery({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => apiRequest('/api/config/public', { schema: publicConfigSchema, signal }),
    staleTime: Infinity,
    retry: false,
  });
  return data ?? { google: false };
}
