import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetSigningOut, markSigningOut } from './deliberate-sign-out.ts';
import { loadAuthClient } from './load-auth-client.ts';
import { notify } from './toast.ts';

/** Signs out, forgets cached user data and returns to /login, which then leads to the dashboard, never back here. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    markSigningOut();
    const authClient = await loadAuthClient();
    const { error } = await authClient.signOut();
    if (error) {
      forgetSigningOut();
      notify.error(error.message ?? 'Sign out failed. Please try again.');
      return;
    }
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
