import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loadAuthClient } from '../../lib/load-auth-client.ts';
import { notify } from '../../lib/toast.ts';

/** Signs out, forgets cached user data and returns to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const authClient = await loadAuthClient();
    const { error } = await authClient.signOut();
    if (error) {
      notify.error(error.message ?? 'Sign out failed. Please try again.');
      return;
    }
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
}
