import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

// GET /api/config/public: what the browser may know about the server's set-up. Not in packages/contract yet.
const publicConfigSchema = z.object({
  google: z.boolean(),
  support_email: z.string().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Without an answer, only e-mail and password sign-in is offered. */
export const FALLBACK_PUBLIC_CONFIG: PublicConfig = { google: false };

export function usePublicConfig(): PublicConfig {
  const { data } = useQuery({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => apiRequest('/api/config/public', { schema: publicConfigSchema, signal }),
    staleTime: Infinity,
    retry: false,
  });
  return data ?? FALLBACK_PUBLIC_CONFIG;
}
